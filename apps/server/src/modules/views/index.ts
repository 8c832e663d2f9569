import { defineModule } from '../manifest.ts';
import { viewsRoutes } from './routes.ts';

// The views module's manifest (modules/manifest.ts).
export const viewsModule = defineModule({
  name: 'views',
  routes: ({ db, auth, authSecret, clientIp }) => [viewsRoutes({ db, auth, secret: authSecret, clientIp })],
});
