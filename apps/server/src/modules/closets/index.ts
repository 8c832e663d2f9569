import { defineModule } from '../manifest.ts';
import { closetsRoutes } from './routes.ts';

// The closets module's manifest (modules/manifest.ts).
export const closetsModule = defineModule({
  name: 'closets',
  routes: ({ db, auth }) => [closetsRoutes({ db, auth })],
});
