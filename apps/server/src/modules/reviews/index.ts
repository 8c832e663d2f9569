import { defineModule } from '../manifest.ts';
import { reviewsRoutes } from './routes.ts';

// The reviews module's manifest (modules/manifest.ts).
export const reviewsModule = defineModule({
  name: 'reviews',
  routes: ({ db, auth }) => [reviewsRoutes({ db, auth })],
});
