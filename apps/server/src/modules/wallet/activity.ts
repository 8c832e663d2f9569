import {
  aliasedTable,
  and,
  desc,
  eq,
  gt,
  inArray,
  lte,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  earningTransactionKinds,
  type LedgerTransactionKind,
  type WalletActivity,
  type WalletActivityFilter,
  type WalletActivityList,
  type WalletActivityQuery,
  type WalletSummary,
  type WithdrawalMethod,
} from '@swapyard/domain';
import {
  ledgerEntries,
  ledgerTransactions,
  profiles,
  walletAccounts,
  withdrawals,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { decodeKeyedCursor, encodeKeyedCursor, invalidCursor } from '../items/cursor.ts';
import { memberBalances } from './ledger.ts';

/**
 * What the wallet page reads: balances, earnings and recent activity, all from the ledger (DEVIATIONS: "wallet
 * activity from the real ledger"). Read-only: a member who never had money simply has no accounts yet.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which of the member's accounts each activity tab lists. */
const accountKindsByFilter = {
  all: ['member_credit', 'member_cash', 'member_held'],
  credit: ['member_credit'],
  cash: ['member_cash'],
} as const satisfies Record<
  WalletActivityFilter,
  ReadonlyArray<(typeof walletAccounts.kind.enumValues)[number]>
>;

const walletOfAccount = {
  member_credit: 'credit',
  member_cash: 'cash',
  member_held: 'held',
} as const;

/**
 * Money received into the cash wallet from other members (trades and sales: `earningTransactionKinds`) in the 7 and
 * 30 days up to `now`. Top-ups, refunds and released holds are the member's own money and never count, nor does a
 * payment from the member to themselves.
 */
async function earnings(db: Db, userId: string, now: Date): Promise<WalletSummary['earnings']> {
  const weekStart = new Date(now.getTime() - 7 * DAY_MS);
  const monthStart = new Date(now.getTime() - 30 * DAY_MS);
  const payer = aliasedTable(ledgerEntries, 'payer_entry');
  const payerAccount = aliasedTable(walletAccounts, 'payer_account');
  const [row] = await db
    .select({
      week: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.createdAt} > ${weekStart.toISOString()}::timestamptz), 0)`,
      month: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(walletAccounts.ownerId, userId),
        eq(walletAccounts.kind, 'member_cash'),
        gt(ledgerEntries.amountCents, 0),
        inArray(ledgerTransactions.kind, [...earningTransactionKinds]),
        gt(ledgerEntries.createdAt, monthStart),
        lte(ledgerEntries.createdAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payer)
            .innerJoin(payerAccount, eq(payerAccount.id, payer.accountId))
            .where(
              and(
                eq(payer.transactionId, ledgerEntries.transactionId),
                eq(payerAccount.ownerId, userId),
                lt(payer.amountCents, 0),
              ),
            ),
        ),
      ),
    );
  return { weekCents: Number(row?.week ?? 0), monthCents: Number(row?.month ?? 0) };
}

/** GET /api/wallet. Total value and available to spend are both credit plus cash (spec); held money is apart. */
export async function walletSummary(db: Db, userId: string, now = new Date()): Promise<WalletSummary> {
  const [balances, earned] = await Promise.all([memberBalances(db, userId), earnings(db, userId, now)]);
  const total = balances.creditCents + balances.cashCents;
  return { ...balances, totalCents: total, availableCents: total, earnings: earned };
}

export interface ActivityFacts {
  kind: LedgerTransactionKind;
  amountCents: number;
  /** The other member in a payment, when there is one. */
  counterparty: string | null;
  withdrawalMethod: WithdrawalMethod | null;
}

const withdrawalDestination: Record<WithdrawalMethod, string> = {
  bank_transfer: 'bank account',
  paypal: 'PayPal',
};

/** The line a member reads for one entry on one of their wallets. */
export function describeActivity({
  kind,
  amountCents,
  counterparty,
  withdrawalMethod,
}: ActivityFacts): string {
  const incoming = amountCents > 0;
  switch (kind) {
    case 'card_top_up':
      return incoming ? 'Added funds by card' : 'Card payment reversed';
    case 'hold':
      return 'Held for a pending offer';
    case 'hold_release':
      return 'Hold released';
    case 'hold_capture':
    case 'transfer':
      if (incoming) return counterparty ? `Payment received from @${counterparty}` : 'Payment received';
      return counterparty ? `Payment to @${counterparty}` : 'Payment sent';
    case 'withdrawal':
      return withdrawalMethod ? `Withdrawal to ${withdrawalDestination[withdrawalMethod]}` : 'Withdrawal';
    case 'withdrawal_cancelled':
      return 'Withdrawal cancelled — refunded';
    case 'withdrawal_failed':
      return 'Withdrawal failed — refunded';
    case 'withdrawal_paid':
      return 'Withdrawal paid out';
    case 'adjustment':
      return 'Balance adjustment';
  }
}

const CURSOR_KEY = 0;

/**
 * GET /api/wallet/activity: the member's own entries on the wallets of the tab, newest first (ties by entry id),
 * keyset-paginated. The cursor names its tab, so a cursor from one tab is refused on another.
 */
export async function walletActivity(
  db: Db,
  userId: string,
  query: WalletActivityQuery,
): Promise<WalletActivityList> {
  let after: { createdAt: Date; id: string } | undefined;
  if (query.cursor !== undefined) {
    const { head, position } = decodeKeyedCursor(query.cursor);
    if (head !== query.wallet || position.key !== CURSOR_KEY) throw invalidCursor();
    after = position;
  }
  const other = aliasedTable(ledgerEntries, 'other_entry');
  const otherAccount = aliasedTable(walletAccounts, 'other_account');
  const paymentKinds: LedgerTransactionKind[] = ['transfer', 'hold_capture'];
  const withdrawalKinds: LedgerTransactionKind[] = [
    'withdrawal',
    'withdrawal_cancelled',
    'withdrawal_failed',
  ];

  // The other member in the same transaction (payer or payee). Only looked up for payments.
  const counterparty = sql<string | null>`case when ${ledgerTransactions.kind} in ${paymentKinds} then (${db
    .select({ username: profiles.username })
    .from(other)
    .innerJoin(otherAccount, eq(otherAccount.id, other.accountId))
    .innerJoin(profiles, eq(profiles.id, otherAccount.ownerId))
    .where(and(eq(other.transactionId, ledgerEntries.transactionId), ne(otherAccount.ownerId, userId)))
    .limit(1)}) end`;
  // Withdrawal transactions reference their row as `withdrawal:<id>` (wallet service, debitWithdrawal).
  const withdrawalMethod = sql<WithdrawalMethod | null>`case when ${ledgerTransactions.kind} in ${withdrawalKinds} then (${db
    .select({ method: withdrawals.withdrawalMethod })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.id, sql`substr(${ledgerTransactions.reference}, ${'withdrawal:'.length + 1})::uuid`),
        eq(withdrawals.userId, userId),
      ),
    )}) end`;

  const conditions: SQL[] = [
    eq(walletAccounts.ownerId, userId),
    inArray(walletAccounts.kind, [...accountKindsByFilter[query.wallet]]),
  ];
  if (after) {
    conditions.push(
      or(
        lt(ledgerEntries.createdAt, after.createdAt),
        and(eq(ledgerEntries.createdAt, after.createdAt), lt(ledgerEntries.id, after.id)),
      )!,
    );
  }
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
      accountKind: walletAccounts.kind,
      kind: ledgerTransactions.kind,
      counterparty,
      withdrawalMethod,
    })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    // One row more than asked tells whether another page exists.
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const activity: WalletActivity[] = page.map((row) => {
    const amountCents = Number(row.amountCents);
    return {
      id: row.id,
      transactionId: row.transactionId,
      kind: row.kind,
      wallet: walletOfAccount[row.accountKind as keyof typeof walletOfAccount],
      amountCents,
      description: describeActivity({
        kind: row.kind,
        amountCents,
        counterparty: row.counterparty,
        withdrawalMethod: row.withdrawalMethod,
      }),
      createdAt: row.createdAt.toISOString(),
    };
  });
  const last = page.at(-1);
  return {
    activity,
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeyedCursor(query.wallet, { key: CURSOR_KEY, createdAt: last.createdAt, id: last.id })
        : null,
  };
}
