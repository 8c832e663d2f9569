import { defineModule } from '../manifest.ts';
import { followsRoutes } from './routes.ts';

// The follows module's manifest (modules/manifest.ts).
export const followsModule = defineModule({
  name: 'follows',
  routes: ({ db, auth }) => [followsRoutes({ db, auth })],
});
