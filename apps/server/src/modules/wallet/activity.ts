import type {
  LedgerTransactionKind,
  WalletActivity,
  WalletActivityFilter,
  WalletActivityList,
  WalletActivityQuery,
  WalletSummary,
  WithdrawalMethod,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { decodeKeyedCursor, encodeKeyedCursor, invalidCursor } from '../../platform/pagination.ts';
import * as queries from './queries/activity.ts';

/**
 * What the wallet page reads: balances, earnings and recent activity, all from the real ledger
 * (docs/product/wallet.md). Read-only: a member who never had money simply has no accounts yet.
 */

const walletOfAccount = {
  member_credit: 'credit',
  member_cash: 'cash',
  member_held: 'held',
} as const;

/**
 * GET /api/wallet (docs/product/wallet.md "Balances"): available to spend is credit plus cash; money on hold is
 * still the member's, so the balance (total value) is available plus on hold. The balances and the holds are read
 * in one statement, so in one snapshot: an offer sent in between would otherwise show its hold in one figure and not
 * in the other.
 */
export async function walletSummary(db: Db, userId: string, now = new Date()): Promise<WalletSummary> {
  const { balances, heldFrom, earnings } = await queries.walletFigures(db, userId, now);
  const available = balances.creditCents + balances.cashCents;
  return {
    ...balances,
    heldFromCreditCents: heldFrom.creditCents,
    heldFromCashCents: heldFrom.cashCents,
    totalCents: available + balances.heldCents,
    availableCents: available,
    earnings,
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
      return released ? 'Hold released' : 'Held for a trade';
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
  hold: {
    id: string;
    status: 'held' | 'released' | 'captured';
    creditCents: number;
    cashCents: number;
    returnedCreditCents: number;
    returnedCashCents: number;
  } | null;
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
    // What each wallet paid: its part of the hold, less what a split gave back to it (wallet service, splitHold).
    const credit = Number(hold.creditCents) - Number(hold.returnedCreditCents);
    const cash = Number(hold.cashCents) - Number(hold.returnedCashCents);
    // A wallet tab shows its own part of the payment; 'all' the whole of it, from the wallet(s) it was held from.
    if (filter === 'credit') return { amountCents: -credit, wallet: 'credit', hold: null };
    if (filter === 'cash') return { amountCents: -cash, wallet: 'cash', hold: null };
    const wallet = cash === 0 ? 'credit' : credit === 0 ? 'cash' : 'held';
    return { amountCents: -(credit + cash), wallet, hold: null };
  }
  return {
    amountCents,
    wallet: walletOfAccount[row.accountKind as keyof typeof walletOfAccount],
    hold: null,
  };
}

/**
 * Says what the member's holds still on hold wait for, by hold id (walletHooks.holdReasons): each module answers for
 * the holds it made and leaves the others out.
 */
export type HoldReasons = (db: Db, holdIds: string[], viewerId: string) => Promise<Map<string, string>>;

async function reasonsFor(
  db: Db,
  userId: string,
  rows: Array<Pick<LineFacts, 'kind' | 'hold'>>,
  providers: readonly HoldReasons[],
): Promise<Map<string, string>> {
  const held = rows.flatMap((row) =>
    row.kind === 'hold' && row.hold?.status === 'held' ? [row.hold.id] : [],
  );
  const reasons = new Map<string, string>();
  if (held.length === 0) return reasons;
  for (const provider of providers) {
    for (const [holdId, reason] of await provider(db, held, userId)) reasons.set(holdId, reason);
  }
  return reasons;
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
  holdReasons: readonly HoldReasons[] = [],
): Promise<WalletActivityList> {
  let after: { createdAt: Date; id: string } | undefined;
  if (query.cursor !== undefined) {
    const { head, position } = decodeKeyedCursor(query.cursor);
    if (head !== query.wallet || position.key !== CURSOR_KEY) throw invalidCursor();
    after = position;
  }
  // One row more than asked tells whether another page exists.
  const rows = await queries.activityPage(db, userId, query.wallet, after, query.limit + 1);

  const page = rows.slice(0, query.limit);
  const reasons = await reasonsFor(db, userId, page, holdReasons);
  const activity: WalletActivity[] = page.map((row) => {
    const line = presentLine(query.wallet, row);
    const reason = line.hold === 'held' && row.hold ? reasons.get(row.hold.id) : undefined;
    return {
      id: row.id,
      transactionId: row.transactionId,
      kind: row.kind,
      ...line,
      description:
        reason ??
        describeActivity({
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
