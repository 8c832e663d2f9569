import { UnsealError, type Sealer } from '../../platform/crypto/index.ts';
import type { Db } from '../../platform/db.ts';
import { handleJob, type JobDefinition } from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PayoutDestination, PayoutProvider } from '../../platform/payouts/index.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import {
  createNotification,
  publishCreated,
  withdrawalCompletedNotification,
  withdrawalFailedNotification,
  type CreatedNotification,
} from '../notifications/index.ts';
import { refundWithdrawal, settleWithdrawal } from '../wallet/index.ts';
import * as queries from './queries.ts';
import { payoutJob, toMoney } from './service.ts';

/**
 * The payout job of one withdrawal (enqueued with the request, due once the cancellable hold is over):
 *   pending → processing (claimed by a conditional update: a cancel that got there first wins, and then this job
 *   does nothing) → submitted to the PayoutProvider → polled until it is completed (settleWithdrawal) or failed
 *   (refundWithdrawal: the whole amount back in the cash wallet, failure_reason set).
 * Each final transition is a conditional update in the same transaction as its ledger posting, and every step is
 * safe to repeat (the runner may run a job again after a crash): the ledger keys, the `from` status and the
 * provider's idempotency on the withdrawal id make a repeat a no-op.
 */

export interface PayoutJobDeps {
  /** Undefined: no payout provider in this deployment (sandbox off); withdrawals still due are refunded. */
  provider: PayoutProvider | undefined;
  sealer: Sealer;
  /** How soon to ask the provider again while a payout is processing. */
  pollMs?: number;
  /** Publishes the member's 'Withdrawal completed' / 'Withdrawal failed' notification after it commits. */
  realtime?: Realtime;
  logger?: Logger;
}

export const NO_PAYOUT_PROVIDER_REASON =
  'Withdrawals are unavailable right now. The whole amount is back in your cash wallet.';

export const UNREADABLE_DETAILS_REASON =
  'The payout details could not be read. Please request the withdrawal again.';

export function payoutJobs(deps: PayoutJobDeps): JobDefinition[] {
  return [handleJob(payoutJob, (db, { withdrawalId }) => runPayout(db, deps, withdrawalId))];
}

export async function runPayout(
  db: Db,
  deps: PayoutJobDeps,
  withdrawalId: string,
): Promise<void | { retryAt: Date }> {
  let row = await queries.findWithdrawal(db, withdrawalId);
  if (!row) return;
  if (row.status === 'pending') {
    row = await queries.moveStatus(db, { id: row.id, from: 'pending' }, 'processing');
    // Cancelled in the meantime: nothing to pay.
    if (!row) return;
  }
  if (row.status !== 'processing') return;
  // Requested while a (sandbox) provider was configured and due after it was switched off: nobody will pay it out,
  // so the money must not stay in transit.
  const { provider } = deps;
  if (!provider) return fail(db, deps, row, NO_PAYOUT_PROVIDER_REASON);

  let reference = row.payoutReference;
  if (!reference) {
    let destination: PayoutDestination;
    try {
      destination = destinationOf(deps.sealer, row);
    } catch (error) {
      // The secret changed since the request: the money must not stay in transit forever.
      if (error instanceof UnsealError) return fail(db, deps, row, UNREADABLE_DETAILS_REASON);
      throw error;
    }
    const submitted = await provider.submit({
      withdrawalId: row.id,
      method: row.withdrawalMethod,
      amountCents: row.netAmountCents,
      destination,
    });
    reference = await queries.setPayoutReference(db, row.id, submitted.reference);
  }

  const result = await provider.status(reference);
  if (result.status === 'processing') return { retryAt: new Date(Date.now() + (deps.pollMs ?? 15_000)) };
  if (result.status === 'failed') return fail(db, deps, row, result.reason);
  // The conditional move lets one run only complete it, so the member is told once however often the job runs.
  const notification = await db.transaction(async (tx) => {
    const done = await queries.moveStatus(tx, { id: row.id, from: 'processing' }, 'completed');
    if (!done) return undefined;
    await settleWithdrawal(tx, toMoney(done));
    return createNotification(
      tx,
      withdrawalCompletedNotification(done.userId, done.netAmountCents, done.withdrawalMethod),
    );
  });
  await publishCreated(deps, notification);
}

async function fail(db: Db, deps: PayoutJobDeps, row: queries.WithdrawalRow, reason: string): Promise<void> {
  const notification: CreatedNotification | undefined = await db.transaction(async (tx) => {
    const failed = await queries.moveStatus(tx, { id: row.id, from: 'processing' }, 'failed', {
      failureReason: reason.slice(0, 500),
    });
    if (!failed) return undefined;
    await refundWithdrawal(tx, toMoney(failed), 'withdrawal_failed');
    return createNotification(tx, withdrawalFailedNotification(failed.userId, failed.amountCents));
  });
  await publishCreated(deps, notification);
}

function destinationOf(sealer: Sealer, row: queries.WithdrawalRow): PayoutDestination {
  const d = row.withdrawalDetails;
  if (row.withdrawalMethod === 'paypal') return { paypalEmail: d.paypalEmail };
  if (!d.sealed) throw new UnsealError('No sealed account details');
  const numbers = JSON.parse(sealer.unseal(d.sealed)) as { accountNumber: string; routingNumber: string };
  return {
    accountHolder: d.accountHolder,
    accountNumber: numbers.accountNumber,
    routingNumber: numbers.routingNumber,
  };
}
