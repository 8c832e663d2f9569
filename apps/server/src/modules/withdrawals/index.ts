import { defineModule } from '../manifest.ts';
import { payoutJobs } from './payout-job.ts';
import { withdrawalsRoutes } from './routes.ts';
import { DEFAULT_PAYOUT_HOLD_MS, withdrawalSealer } from './service.ts';

// The withdrawals module's manifest (modules/manifest.ts).
export const withdrawalsModule = defineModule({
  name: 'withdrawals',
  routes: ({ db, auth, authSecret, payoutHoldMs, payoutsAvailable }) => [
    withdrawalsRoutes({
      db,
      auth,
      sealer: withdrawalSealer(authSecret),
      holdMs: payoutHoldMs ?? DEFAULT_PAYOUT_HOLD_MS,
      payoutsAvailable,
    }),
  ],
  // Pays out a withdrawal once its hold ends (with no payout provider, refunds it).
  jobs: ({ payouts, authSecret, realtime, logger }) =>
    payoutJobs({ provider: payouts, sealer: withdrawalSealer(authSecret), realtime, logger }),
});
