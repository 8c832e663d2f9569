// Swap circles (docs/product/swap-circles.md): what createApp and the server wire in. The routes, the hooks other
// modules are given (they cannot import this module, which builds on trades and items), and the jobs.
import type { JobHandler } from '../../platform/jobs/index.ts';
import type { CirclesDeps } from './common.ts';
import { EXPIRE_JOB, expireCircle } from './proposals.ts';
import { SOLVE_JOB, solveCircles } from './solve.ts';

export { circlesRoutes } from './routes.ts';
export { circleItemHook, circleTradeHooks } from './hooks.ts';
export { solveRecurringJob } from './solve.ts';
export type { CirclesDeps } from './common.ts';

export function circleJobHandlers(deps: Omit<CirclesDeps, 'db'>): Record<string, JobHandler> {
  return {
    [SOLVE_JOB]: async (db) => {
      await solveCircles({ ...deps, db });
    },
    [EXPIRE_JOB]: (db, payload) => expireCircle({ ...deps, db }, String(payload.circleId ?? '')),
  };
}
