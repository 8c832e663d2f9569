import { defineModule } from '../manifest.ts';
import { likesRoutes } from './routes.ts';

// The likes module's manifest (modules/manifest.ts).
export const likesModule = defineModule({
  name: 'likes',
  routes: ({ db, auth }) => [likesRoutes({ db, auth })],
});
