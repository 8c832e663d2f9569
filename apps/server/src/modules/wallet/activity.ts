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
  walletHolds,
  withdrawals,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { decodeKeyedCursor, encodeKeyedCursor, invalidCursor } from '../../platform/pagination.ts';
import { memberBalances } from './ledger.ts';

/**
 * What the wallet page reads: balances, earnings and recent activity, all from the real ledger
 * (docs/product/wallet.md). Read-only: a member who never had money simply has no accounts yet.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const walletOfAccount = {
  member_credit: 'credit',
  member_cash: 'cash',
  member_held: 'held',
} as const;

/**
 * Which entries each tab lists (docs/product/wallet.md "Activity"). Money on hold is still the member's, so a hold
 * is one neutral line, not money out of a wallet and into another: 'all' shows the held account's side of it, a
 * wallet tab the side of the wallet it drew from. A release only undoes a hold (its line then reads released),
 * so it is never a line of its own; a captured hold is the payment it turned into, dated when it was paid, and in a
 * wallet tab shows that wallet's part of it.
 */
function tabCondition(filter: WalletActivityFilter): SQL {
  const kind = ledgerTransactions.kind;
  const account = walletAccounts.kind;
  const notRelease = ne(kind, 'hold_release');
  // `is distinct from`: a hold line whose hold row is missing still shows (a plain `=` would make it NULL: hidden).
  const notCapturedHold = sql`(${kind} <> 'hold' or ${walletHolds.status} is distinct from 'captured')`;
  if (filter === 'all') {
    return and(
      inArray(account, ['member_credit', 'member_cash', 'member_held']),
      notRelease,
      notCapturedHold,
      sql`not (${kind} = 'hold' and ${account} <> 'member_held')`,
    )!;
  }
  const wallet = filter === 'credit' ? 'member_credit' : 'member_cash';
  const part = filter === 'credit' ? walletHolds.creditCents : walletHolds.cashCents;
  return or(
    and(eq(account, wallet), notRelease, notCapturedHold),
    and(eq(account, 'member_held'), eq(kind, 'hold_capture'), gt(part, 0)),
  )!;
}

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

/** How much of the member's money on hold each wallet set aside (holds still held). */
async function heldFrom(db: Db, userId: string): Promise<{ creditCents: number; cashCents: number }> {
  const [row] = await db
    .select({
      credit: sql<string>`coalesce(sum(${walletHolds.creditCents}), 0)`,
      cash: sql<string>`coalesce(sum(${walletHolds.cashCents}), 0)`,
    })
    .from(walletHolds)
    .where(and(eq(walletHolds.ownerId, userId), eq(walletHolds.status, 'held')));
  return { creditCents: Number(row?.credit ?? 0), cashCents: Number(row?.cash ?? 0) };
}

/**
 * GET /api/wallet (docs/product/wallet.md "Balances"): available to spend is credit plus cash; money on hold is
 * still the member's, so the balance (total value) is available plus on hold. The balances and the holds are read
 * in one snapshot (a read-only repeatable-read transaction): an offer sent in between would otherwise show its hold
 * in one figure and not in the other.
 */
export async function walletSummary(db: Db, userId: string, now = new Date()): Promise<WalletSummary> {
  const [balances, held, earned] = await db.transaction(
    async (tx) => [
      await memberBalances(tx, userId),
      await heldFrom(tx, userId),
      await earnings(tx, userId, now),
    ],
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const available = balances.creditCents + balances.cashCents;
  return {
    ...balances,
    heldFromCreditCents: held.creditCents,
    heldFromCashCents: held.cashCents,
    totalCents: available + balances.heldCents,
    availableCents: available,
    earnings: earned,
  };
}

export interface ActivityFacts {
  kind: LedgerTransactionKind;
  amountCents: number;
  /** A hold line whose hold was released since. */
  released?: boolean;
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
  released = false,
}: ActivityFacts): string {
  const incoming = amountCents > 0;
  switch (kind) {
    case 'card_top_up':
      return incoming ? 'Added funds by card' : 'Card payment reversed';
    case 'hold':
      return released ? 'Hold released' : 'Held for a pending offer';
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

interface LineFacts {
  kind: LedgerTransactionKind;
  accountKind: string;
  amountCents: number | string;
  hold: { status: 'held' | 'released' | 'captured'; creditCents: number; cashCents: number } | null;
}

/** Amount, wallet and hold state of one listed entry, as tabCondition chose it. */
function presentLine(
  filter: WalletActivityFilter,
  row: LineFacts,
): Pick<WalletActivity, 'amountCents' | 'wallet' | 'hold'> {
  const amountCents = Number(row.amountCents);
  const hold = row.hold;
  if (row.kind === 'hold' && hold) {
    // Still the member's money: the amount on hold, neither in nor out.
    const state = hold.status === 'released' ? 'released' : 'held';
    return { amountCents: Math.abs(amountCents), wallet: 'held', hold: state };
  }
  // The payer's side of a captured hold (the payee's is an ordinary payment received).
  if (row.kind === 'hold_capture' && hold && row.accountKind === 'member_held') {
    const credit = Number(hold.creditCents);
    const cash = Number(hold.cashCents);
    // A wallet tab shows its own part of the payment; 'all' the whole of it, from the wallet(s) it was held from.
    if (filter === 'credit') return { amountCents: -credit, wallet: 'credit', hold: null };
    if (filter === 'cash') return { amountCents: -cash, wallet: 'cash', hold: null };
    const wallet = cash === 0 ? 'credit' : credit === 0 ? 'cash' : 'held';
    return { amountCents, wallet, hold: null };
  }
  return {
    amountCents,
    wallet: walletOfAccount[row.accountKind as keyof typeof walletOfAccount],
    hold: null,
  };
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

  const conditions: SQL[] = [eq(walletAccounts.ownerId, userId), tabCondition(query.wallet)];
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
      hold: {
        status: walletHolds.status,
        creditCents: walletHolds.creditCents,
        cashCents: walletHolds.cashCents,
      },
    })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    // Hold transactions reference their hold as `hold:<id>` (wallet service). Only the member's own holds can be on
    // their lines; saying so lets the join use the holds' owner index instead of reading every hold.
    .leftJoin(
      walletHolds,
      and(
        eq(walletHolds.ownerId, userId),
        eq(ledgerTransactions.reference, sql`'hold:' || ${walletHolds.id}::text`),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    // One row more than asked tells whether another page exists.
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const activity: WalletActivity[] = page.map((row) => {
    const line = presentLine(query.wallet, row);
    return {
      id: row.id,
      transactionId: row.transactionId,
      kind: row.kind,
      ...line,
      description: describeActivity({
        kind: row.kind,
        amountCents: line.amountCents,
        counterparty: row.counterparty,
        withdrawalMethod: row.withdrawalMethod,
        released: line.hold === 'released',
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
