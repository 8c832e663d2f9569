import { defineModule } from '../manifest.ts';
import { searchRoutes } from './routes.ts';

// The search module's manifest (modules/manifest.ts).
export const searchModule = defineModule({
  name: 'search',
  routes: ({ db }) => [searchRoutes({ db })],
});
