import { defineModule } from '../manifest.ts';
import { feedRoutes } from './routes.ts';

// The feed module's manifest (modules/manifest.ts).
export const feedModule = defineModule({
  name: 'feed',
  routes: ({ db, auth }) => [feedRoutes({ db, auth })],
});
