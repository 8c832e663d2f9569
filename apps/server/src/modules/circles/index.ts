// Swap circles (docs/product/swap-circles.md). They build on trades and items, so those modules cannot import this
// one: the manifest fills their hooks instead (trades ask which items a circle reserved and say which changed hands;
// items say when one changed in a way circles care about).
import { provide } from '../../platform/hooks.ts';
import type { JobHandler } from '../../platform/jobs/index.ts';
import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { tradeHooks } from '../trades/index.ts';
import type { CirclesDeps } from './common.ts';
import { circleItemHook, circleTradeHooks } from './hooks.ts';
import { EXPIRE_JOB, expireCircle } from './proposals.ts';
import { circlesRoutes } from './routes.ts';
import { SOLVE_JOB, solveCircles, solveRecurringJob } from './solve.ts';

export type { CirclesDeps } from './common.ts';

function circleJobHandlers(deps: Omit<CirclesDeps, 'db'>): Record<string, JobHandler> {
  return {
    [SOLVE_JOB]: async (db) => {
      await solveCircles({ ...deps, db });
    },
    [EXPIRE_JOB]: (db, payload) => expireCircle({ ...deps, db }, String(payload.circleId ?? '')),
  };
}

export const circlesModule = defineModule({
  name: 'circles',
  provides: () => [
    provide(itemHooks.swapChanged, circleItemHook()),
    provide(tradeHooks.circles, circleTradeHooks()),
  ],
  routes: ({ db, auth, realtime, logger }) => [circlesRoutes({ db, auth, realtime, logger })],
  jobs: ({ realtime, logger }) => circleJobHandlers({ realtime, logger }),
  recurring: ({ realtime, logger }) => [solveRecurringJob({ realtime, logger })],
});
