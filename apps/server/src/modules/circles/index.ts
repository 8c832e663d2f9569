// Swap circles (docs/product/swap-circles.md). They build on trades and items, so those modules cannot import this
// one: the manifest fills their hooks instead (trades ask which items a circle reserved and say which changed hands;
// items say when one changed in a way circles care about).
import { provide } from '../../platform/hooks.ts';
import { handleJob, type JobDefinition } from '../../platform/jobs/index.ts';
import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { paymentHooks, type CheckoutPurposeHandler } from '../payments/index.ts';
import { tradeHooks } from '../trades/index.ts';
import { circleCardPurpose } from './card-purposes.ts';
import type { CirclesDeps } from './common.ts';
import { circleItemHook, circleTradeHooks } from './hooks.ts';
import { expireCircle, expireCircleJob } from './proposals.ts';
import { circlesRoutes } from './routes.ts';
import { solveCircles, solveJob, solveRecurringJob } from './solve.ts';

export type { CirclesDeps } from './common.ts';

function circleJobs(deps: Omit<CirclesDeps, 'db'>): JobDefinition[] {
  return [
    handleJob(solveJob, async (db) => {
      await solveCircles({ ...deps, db });
    }),
    handleJob(expireCircleJob, (db, { circleId }) => expireCircle({ ...deps, db }, circleId)),
  ];
}

export const circlesModule = defineModule({
  name: 'circles',
  provides: () => [
    provide(itemHooks.swapChanged, circleItemHook()),
    provide(tradeHooks.circles, circleTradeHooks()),
    // Accepting with the cash paid by card (docs/decisions/035). Payments looks a handler up by its purpose's kind.
    provide(paymentHooks.purposes, ({ db, realtime, logger, hooks }) => [
      circleCardPurpose({
        db,
        realtime,
        logger,
        atAuction: hooks.find(itemHooks.auctionGuard),
        handovers: hooks.find(tradeHooks.handovers),
      }) as CheckoutPurposeHandler,
    ]),
  ],
  routes: ({ db, auth, realtime, logger, hooks }) => [
    circlesRoutes({
      db,
      auth,
      realtime,
      logger,
      atAuction: hooks.find(itemHooks.auctionGuard),
      handovers: hooks.find(tradeHooks.handovers),
    }),
  ],
  jobs: ({ realtime, logger }) => circleJobs({ realtime, logger }),
  recurring: ({ realtime, logger }) => [solveRecurringJob({ realtime, logger })],
});
