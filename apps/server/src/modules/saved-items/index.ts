import { defineModule } from '../manifest.ts';
import { savedItemsRoutes } from './routes.ts';

// The saved-items module's manifest (modules/manifest.ts).
export const savedItemsModule = defineModule({
  name: 'saved-items',
  routes: ({ db, auth }) => [savedItemsRoutes({ db, auth })],
});
