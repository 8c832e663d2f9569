import { defineModule } from '../manifest.ts';
import { meRoutes } from './routes.ts';

// The me module's manifest (modules/manifest.ts).
export const meModule = defineModule({
  name: 'me',
  routes: ({ db, auth }) => [meRoutes({ db, auth })],
});
