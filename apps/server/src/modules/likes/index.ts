import { defineModule } from '../manifest.ts';
import { likesRoutes } from './routes.ts';

// The likes module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const likesModule = defineModule({
  name: 'likes',
  routes: ({ db, auth }) => [likesRoutes({ db, auth })],
});
