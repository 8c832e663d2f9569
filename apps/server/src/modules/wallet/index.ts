import { hookList } from '../../platform/hooks.ts';
import { defineModule } from '../manifest.ts';
import type { HoldReasons } from './activity.ts';
import { walletRoutes } from './routes.ts';

// The wallet module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export type { HoldReasons } from './activity.ts';

export const walletHooks = {
  /**
   * What a hold still on the wallet waits for, in its member's words ('Held until you have …'), from the modules
   * whose money it is (trades, live selling): the wallet knows amounts, not purposes.
   */
  holdReasons: hookList<HoldReasons>('wallet.holdReasons'),
};

export const walletModule = defineModule({
  name: 'wallet',
  routes: ({ db, auth, hooks }) => [
    walletRoutes({ db, auth, holdReasons: hooks.all(walletHooks.holdReasons) }),
  ],
});
