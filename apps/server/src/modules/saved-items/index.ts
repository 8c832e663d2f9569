import { defineModule } from '../manifest.ts';
import { savedItemsRoutes } from './routes.ts';

// The saved-items module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const savedItemsModule = defineModule({
  name: 'saved-items',
  routes: ({ db, auth }) => [savedItemsRoutes({ db, auth })],
});
