import { defineModule } from '../manifest.ts';
import { walletRoutes } from './routes.ts';

// The wallet module's manifest (modules/manifest.ts).
export const walletModule = defineModule({
  name: 'wallet',
  routes: ({ db, auth }) => [walletRoutes({ db, auth })],
});
