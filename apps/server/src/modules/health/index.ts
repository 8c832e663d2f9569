import { defineModule } from '../manifest.ts';
import { healthRoutes } from './routes.ts';

// The health module's manifest (modules/manifest.ts).
export const healthModule = defineModule({
  name: 'health',
  routes: ({ database, version }) => [healthRoutes({ ping: () => database.ping(), version })],
});
