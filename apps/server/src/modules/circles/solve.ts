import { z } from 'zod';
import { DEFAULT_SWAP_CASH_LIMIT_PERCENT } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { enqueue, jobKind, type RecurringJob } from '../../platform/jobs/index.ts';
import { findCircles } from '../../platform/matching/index.ts';
import { emptyCircleOutcome, publishCircleOutcome, type CirclesDeps } from './common.ts';
import { proposeCircle } from './proposals.ts';
import * as queries from './queries.ts';

/**
 * Finding swap circles continuously (docs/product/swap-circles.md, "Matching"; docs/decisions/029). A change that can
 * make a circle (a want, an item back in swapping, a circle closing) asks for a solve; the asks of one window share
 * one durable job, due at the window's end, so a burst of wants costs one solve. A solve asked for while another
 * runs gets the next window's job and waits for the solver lock: one solve at a time across instances, and none
 * misses a change. A recurring solve catches what no one asked for (an offer that stopped reserving an item).
 */

export const SOLVE_JOB = 'circle.solve';
/** A solve asked for by a change (no payload: it looks at every want). */
export const solveJob = jobKind(SOLVE_JOB, z.object({}));
const DEFAULT_SOLVE_DELAY_MS = 5_000;
/** Beyond it HiGHS answers with the best it has found (bench/matching: 50,000 members take about a second). */
const SOLVE_TIME_LIMIT_SECONDS = 20;

/** In the caller's transaction: the solve of the window this change falls in. */
export async function requestSolve(
  tx: Db,
  delayMs = DEFAULT_SOLVE_DELAY_MS,
  now = Date.now(),
): Promise<void> {
  const window = Math.floor(now / Math.max(delayMs, 1));
  await enqueue(
    tx,
    solveJob,
    {},
    { runAt: new Date((window + 1) * Math.max(delayMs, 1)), dedupeKey: `${SOLVE_JOB}:${window}` },
  );
}

export interface SolveReport {
  candidates: number;
  proposed: number;
}

/**
 * One solve: reads the swap graph (members already in an open circle left out, so circles already proposed stay as
 * they are), chooses circles with HiGHS and proposes them, all in one transaction holding the solver lock. The items
 * of the chosen circles are locked together, in id order, before any is written.
 */
export async function solveCircles(deps: CirclesDeps): Promise<SolveReport> {
  const outcome = emptyCircleOutcome();
  const report = await deps.db.transaction(async (tx) => {
    await queries.lockSolver(tx);
    // One after another: a transaction is one connection, which runs one statement at a time.
    const items = await queries.swappableWantedItems(tx);
    const wants = await queries.openWants(tx);
    const blockedKeys = await queries.closedCombinations(tx);
    const cashLimitPercent = await queries.cashLimits(tx);
    const { candidates, chosen } = await findCircles(
      {
        items,
        wants,
        cashLimitPercent,
        defaultCashLimitPercent: DEFAULT_SWAP_CASH_LIMIT_PERCENT,
        blockedKeys,
      },
      { timeLimitSeconds: SOLVE_TIME_LIMIT_SECONDS },
    );
    const locked = await queries.lockItems(
      tx,
      chosen.flatMap((circle) => circle.legs.map((leg) => leg.itemId)),
    );
    let proposed = 0;
    for (const circle of chosen) if (await proposeCircle(tx, circle, locked, outcome)) proposed++;
    return { candidates, proposed };
  });
  await publishCircleOutcome(deps, outcome);
  if (report.proposed > 0) deps.logger?.info(report, 'Proposed swap circles');
  return report;
}

/** The safety net: a solve every 15 minutes, whoever asked. */
export function solveRecurringJob(deps: Omit<CirclesDeps, 'db'>): RecurringJob {
  return {
    kind: 'circle.solve_recurring',
    everyMs: 15 * 60 * 1000,
    firstDelayMs: 60_000,
    run: async (db) => {
      await solveCircles({ ...deps, db });
    },
  };
}
