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
  type WalletActivityFilter,
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
} from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

/** What the wallet page reads from the ledger (activity.ts turns it into figures and lines). Read-only. */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which entries each tab lists (docs/product/wallet.md "Activity"). Money on hold is still the member's, so a hold
 * is one neutral line, not money out of a wallet and into another: 'all' shows the held account's side of it, a
 * wallet tab the side of the wallet it drew from. A release only undoes a hold (its line then reads released),
 * so it is never a line of its own; a captured hold is the payment it turned into, dated when it was paid, and in a
 * wallet tab shows that wallet's part of it (of a split hold, only the part paid).
 */
function tabCondition(filter: WalletActivityFilter): SQL {
  const kind = ledgerTransactions.kind;
  const account = walletAccounts.kind;
  const notRelease = ne(kind, 'hold_release');
  // `is distinct from`: a hold line whose hold row is missing still shows (a plain `=` would make it NULL: hidden).
  const notCapturedHold = sql`(${kind} <> 'hold' or ${walletHolds.status} is distinct from 'captured')`;
  // A split hold (a settled dispute) gives part of the member's money back to their wallets in its capture: like a
  // release, that part is no line of its own; the payment line shows only the part paid. The join only finds the
  // member's own holds, so the payee's money received from a split is an ordinary payment line.
  const notSplitReturn = sql`not (${kind} = 'hold_capture' and ${account} <> 'member_held' and coalesce(${walletHolds.returnedCreditCents} + ${walletHolds.returnedCashCents}, 0) > 0)`;
  if (filter === 'all') {
    return and(
      inArray(account, ['member_credit', 'member_cash', 'member_held']),
      notRelease,
      notCapturedHold,
      notSplitReturn,
      sql`not (${kind} = 'hold' and ${account} <> 'member_held')`,
    )!;
  }
  const wallet = filter === 'credit' ? 'member_credit' : 'member_cash';
  // The part of a captured hold this wallet paid: what it put on hold less what a split gave back to it.
  const paidPart =
    filter === 'credit'
      ? sql`${walletHolds.creditCents} - ${walletHolds.returnedCreditCents}`
      : sql`${walletHolds.cashCents} - ${walletHolds.returnedCashCents}`;
  return or(
    and(eq(account, wallet), notRelease, notCapturedHold, notSplitReturn),
    and(eq(account, 'member_held'), eq(kind, 'hold_capture'), sql`${paidPart} > 0`),
  )!;
}

/**
 * The wallet page's figures in one statement, so one snapshot: the balances of the member's accounts, how much of the
 * money on hold each wallet set aside (holds still held), and the earnings: money received into the cash wallet from
 * other members (trades and sales: `earningTransactionKinds`) in the 7 and 30 days up to `now`. Top-ups, refunds and
 * released holds are the member's own money and never count, nor does a payment from the member to themselves.
 */
export async function walletFigures(db: Db, userId: string, now: Date) {
  const weekStart = new Date(now.getTime() - 7 * DAY_MS);
  const monthStart = new Date(now.getTime() - 30 * DAY_MS);
  const balanceOf = (kind: string) =>
    sql`coalesce(sum(${walletAccounts.balanceCents}) filter (where ${walletAccounts.kind} = ${kind}), 0)`;
  const balances = db
    .select({
      credit: sql`${balanceOf('member_credit')}`.as('credit'),
      cash: sql`${balanceOf('member_cash')}`.as('cash'),
      held: sql`${balanceOf('member_held')}`.as('held'),
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.ownerId, userId));
  const heldFrom = db
    .select({
      heldCredit: sql`coalesce(sum(${walletHolds.creditCents}), 0)`.as('held_credit'),
      heldCash: sql`coalesce(sum(${walletHolds.cashCents}), 0)`.as('held_cash'),
    })
    .from(walletHolds)
    .where(and(eq(walletHolds.ownerId, userId), eq(walletHolds.status, 'held')));
  const payer = aliasedTable(ledgerEntries, 'payer_entry');
  const payerAccount = aliasedTable(walletAccounts, 'payer_account');
  const earned = db
    .select({
      week: sql`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.createdAt} > ${weekStart.toISOString()}::timestamptz), 0)`.as(
        'week',
      ),
      month: sql`coalesce(sum(${ledgerEntries.amountCents}), 0)`.as('month'),
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
  // Each part is an aggregate, so each is one row, and the cross join is one row.
  const result = (await db.execute(
    sql`select b.credit, b.cash, b.held, h.held_credit, h.held_cash, e.week, e.month
      from (${balances}) b, (${heldFrom}) h, (${earned}) e`,
  )) as unknown as {
    rows: [Record<'credit' | 'cash' | 'held' | 'held_credit' | 'held_cash' | 'week' | 'month', string>];
  };
  const row = result.rows[0];
  return {
    balances: { creditCents: Number(row.credit), cashCents: Number(row.cash), heldCents: Number(row.held) },
    heldFrom: { creditCents: Number(row.held_credit), cashCents: Number(row.held_cash) },
    earnings: {
      weekCents: Number(row.week),
      monthCents: Number(row.month),
    } satisfies WalletSummary['earnings'],
  };
}

/**
 * One page of the member's entries on the wallets of the tab (`filter`), newest first (ties by entry id), after
 * `after`: at most `limit` rows, with what describing each line needs.
 */
export async function activityPage(
  db: Db,
  userId: string,
  filter: WalletActivityFilter,
  after: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
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

  const conditions: SQL[] = [eq(walletAccounts.ownerId, userId), tabCondition(filter)];
  if (after) {
    conditions.push(
      or(
        lt(ledgerEntries.createdAt, after.createdAt),
        and(eq(ledgerEntries.createdAt, after.createdAt), lt(ledgerEntries.id, after.id)),
      )!,
    );
  }
  return (
    db
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
          id: walletHolds.id,
          status: walletHolds.status,
          creditCents: walletHolds.creditCents,
          cashCents: walletHolds.cashCents,
          returnedCreditCents: walletHolds.returnedCreditCents,
          returnedCashCents: walletHolds.returnedCashCents,
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
      .limit(limit)
  );
}
