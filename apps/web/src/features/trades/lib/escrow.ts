import { formatCents } from '@swapyard/domain/money';
import { HANDOVER_TEXTS } from '@swapyard/domain/handovers';
import { TRADE_MESSAGES, type Trade } from '@swapyard/domain/trades';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Where an accepted trade's cash is, as the signed-in member reads it (docs/product/trades.md "Life of an offer"):
 * on hold until the trade completes, then paid. Null when the trade has no cash.
 */
export function heldCashText(trade: Trade): string | null {
  const cash = trade.cashDifferenceCents;
  if (cash === 0) return null;
  const other = trade.role === 'owner' ? trade.requester : trade.owner;
  const payer = cash > 0 ? 'requester' : 'owner';
  const amount = formatCents(Math.abs(cash));
  return trade.role === payer
    ? `Your ${amount} stays on hold until the trade completes, then it is paid to ${other.fullName}.`
    : `${other.fullName}'s ${amount} is on hold until the trade completes, then it is paid into your Cash Wallet.`;
}

/**
 * The accepted trade's panel: whether the member can still confirm the exchange, and what it says. An open dispute
 * stops the trade from completing (confirming is refused); otherwise it completes once both confirm, or on its own
 * when `autoCompletesAt` comes.
 */
export function acceptedTradeText(trade: Trade): { canConfirm: boolean; lines: string[] } {
  const other = trade.role === 'owner' ? trade.requester : trade.owner;
  const money = heldCashText(trade);
  const withMoney = (line: string) => (money ? [line, money] : [line]);
  if (trade.disputeOpen) return { canConfirm: false, lines: withMoney(TRADE_MESSAGES.disputeOpen) };
  // Its handovers complete it (docs/product/handover.md): nothing to confirm, no date of its own.
  if (trade.handover) return { canConfirm: false, lines: withMoney(HANDOVER_TEXTS.stepsBelow) };
  const date = trade.autoCompletesAt ? day.format(new Date(trade.autoCompletesAt)) : null;
  const mine = trade.role === 'owner' ? trade.ownerConfirmedAt : trade.requesterConfirmedAt;
  if (mine) {
    const otherwise = date ? `; otherwise the trade completes on its own on ${date}.` : '.';
    return {
      canConfirm: false,
      lines: withMoney(`You confirmed the exchange. Waiting for ${other.fullName} to confirm${otherwise}`),
    };
  }
  const onItsOwn = date ? `, or on its own on ${date}` : '';
  return {
    canConfirm: true,
    lines: withMoney(
      `Once you have exchanged the items, confirm it here. The trade completes when you both have${onItsOwn}.`,
    ),
  };
}
