import { z } from 'zod';
import {
  availabilityMessages,
  maskAccountNumber,
  withdrawalFeeCents,
  withdrawalMessages,
  withdrawalProblem,
  type CreateWithdrawal,
  type Withdrawal,
  type WithdrawalMethod,
} from '@swapyard/domain';
import type { StoredWithdrawalDetails } from '../../db/schema/index.ts';
import { createSealer, type Sealer } from '../../platform/crypto/index.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue, jobKind } from '../../platform/jobs/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import { debitWithdrawal, memberBalances, refundWithdrawal, type WithdrawalMoney } from '../wallet/index.ts';
import * as queries from './queries.ts';

/**
 * Withdrawals from the cash wallet (docs/product/wallet.md, "Withdrawals"). The amount leaves the cash wallet in
 * the same transaction as the row is written, and a payout job is enqueued there too; cancelling returns it in one
 * transaction. The payout itself is payout-job.ts.
 */

export const PAYOUT_JOB = 'withdrawal.payout';
/** A withdrawal's hold is over: pay it out (payout-job.ts). */
export const payoutJob = jobKind(PAYOUT_JOB, z.object({ withdrawalId: z.string() }));
/** HKDF purpose of the key that seals account and routing numbers. */
export const DETAILS_PURPOSE = 'withdrawal-details';
/** Default time a request stays pending (cancellable) before the payout job submits it. */
export const DEFAULT_PAYOUT_HOLD_MS = 2 * 60 * 1000;

export const withdrawalSealer = (secret: string): Sealer => createSealer(secret, DETAILS_PURPOSE);

export interface WithdrawalDeps {
  sealer: Sealer;
  /** How long a request stays pending before the payout job picks it up. */
  holdMs: number;
  /**
   * False when no payout provider is configured (a deployment with the sandbox off): requests are refused rather
   * than taken from the cash wallet for a payout nobody will make.
   */
  payoutsAvailable: boolean;
}

export const withdrawalNotFound = () => new AppError('NOT_FOUND', 'Withdrawal not found');

export function toMoney(row: queries.WithdrawalRow): WithdrawalMoney {
  return {
    withdrawalId: row.id,
    userId: row.userId,
    amountCents: row.amountCents,
    feeCents: row.processingFeeCents,
  };
}

/** What the member sees: masked numbers, never the sealed value. */
export function toWithdrawal(row: queries.WithdrawalRow): Withdrawal {
  const d = row.withdrawalDetails;
  const details: Withdrawal['details'] =
    row.withdrawalMethod === 'paypal'
      ? { paypalEmail: d.paypalEmail }
      : {
          accountHolder: d.accountHolder,
          accountNumberMasked: d.accountNumberMasked,
          routingNumberMasked: d.routingNumberMasked,
        };
  return {
    id: row.id,
    amountCents: row.amountCents,
    method: row.withdrawalMethod,
    details,
    processingFeeCents: row.processingFeeCents,
    netAmountCents: row.netAmountCents,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listWithdrawals(db: Db, userId: string): Promise<Withdrawal[]> {
  return (await queries.listForUser(db, userId)).map(toWithdrawal);
}

function storedDetails(
  sealer: Sealer,
  method: WithdrawalMethod,
  details: CreateWithdrawal['details'] & object,
): StoredWithdrawalDetails {
  if (method === 'paypal') return { paypalEmail: details.paypalEmail!.trim() };
  const accountNumber = details.accountNumber!.trim();
  const routingNumber = details.routingNumber!.trim();
  return {
    accountHolder: details.accountHolder!.trim(),
    accountNumberMasked: maskAccountNumber(accountNumber),
    routingNumberMasked: maskAccountNumber(routingNumber),
    sealed: sealer.seal(JSON.stringify({ accountNumber, routingNumber })),
  };
}

/** The toast's title rides along in `details.title`, so the dialog can show the toast exactly as documented. */
const problemError = (title: string, message: string) =>
  new AppError(title === withdrawalMessages.insufficientTitle ? 'CONFLICT' : 'BAD_REQUEST', message, {
    title,
  });

export async function createWithdrawal(
  db: Db,
  deps: WithdrawalDeps,
  userId: string,
  input: CreateWithdrawal,
): Promise<Withdrawal> {
  if (!deps.payoutsAvailable) {
    throw new AppError('UNAVAILABLE', availabilityMessages.withdrawals, {
      title: availabilityMessages.withdrawalsTitle,
    });
  }
  const details = input.details ?? {};
  return db.transaction(async (tx) => {
    // Checked in the documented order and words (docs/product/wallet.md); the ledger (a database CHECK) is what
    // really stops an overdraft when requests race, below.
    const { cashCents } = await memberBalances(tx, userId);
    const problem = withdrawalProblem({
      amountCents: input.amountCents,
      cashCents,
      method: input.method,
      details,
    });
    if (problem) throw problemError(problem.title, problem.message);
    const method = input.method as WithdrawalMethod;
    const feeCents = withdrawalFeeCents(input.amountCents, method);
    const row = await queries.insertWithdrawal(tx, {
      userId,
      amountCents: input.amountCents,
      withdrawalMethod: method,
      withdrawalDetails: storedDetails(deps.sealer, method, details),
      processingFeeCents: feeCents,
      netAmountCents: input.amountCents - feeCents,
    });
    try {
      await debitWithdrawal(tx, toMoney(row), withdrawalMessages.insufficient);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        throw problemError(withdrawalMessages.insufficientTitle, withdrawalMessages.insufficient);
      }
      throw error;
    }
    await enqueue(
      tx,
      payoutJob,
      { withdrawalId: row.id },
      { runAt: new Date(Date.now() + deps.holdMs), dedupeKey: `${PAYOUT_JOB}:${row.id}` },
    );
    return toWithdrawal(row);
  });
}

/** Pending → cancelled for the owner only, the whole amount back in the cash wallet, in one transaction. */
export async function cancelWithdrawal(db: Db, userId: string, id: string): Promise<Withdrawal> {
  if (!isUuid(id)) throw withdrawalNotFound();
  return db.transaction(async (tx) => {
    const row = await queries.moveStatus(tx, { id, userId, from: 'pending' }, 'cancelled');
    if (!row) {
      if (!(await queries.findWithdrawal(tx, id, userId))) throw withdrawalNotFound();
      throw new AppError('CONFLICT', 'Only a pending withdrawal can be cancelled', {
        title: withdrawalMessages.cancelFailedTitle,
      });
    }
    await refundWithdrawal(tx, toMoney(row), 'withdrawal_cancelled');
    return toWithdrawal(row);
  });
}
