import { defineModule } from '../manifest.ts';
import { reviewsRoutes } from './routes.ts';

// The reviews module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const reviewsModule = defineModule({
  name: 'reviews',
  routes: ({ db, auth }) => [reviewsRoutes({ db, auth })],
});
