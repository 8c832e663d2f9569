import { defineModule } from '../manifest.ts';
import { walletRoutes } from './routes.ts';

// The wallet module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const walletModule = defineModule({
  name: 'wallet',
  routes: ({ db, auth }) => [walletRoutes({ db, auth })],
});
