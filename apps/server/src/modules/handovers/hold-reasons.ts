import { deadlineDay } from '@swapyard/domain';
import type { HoldReasons } from '../wallet/index.ts';
import { handoversOfTrades, tradesHolding, type HandoverRow, type HeldTrade } from './queries/handovers.ts';
import { named } from './texts.ts';
import { releaseAtOf } from './view.ts';

/**
 * The wallet's hold lines, said in full (docs/product/wallet.md "Activity"): for money held for a trade, what it is
 * waiting for now (an answer to the offer, the member's items to arrive, the protection window, staff).
 */
export const tradeHoldReasons: HoldReasons = async (db, holdIds, viewerId) => {
  const held = await tradesHolding(db, holdIds, viewerId);
  const incoming = await handoversOfTrades(
    db,
    held.filter((trade) => trade.handover).map((trade) => trade.id),
  );
  const reasons = new Map<string, string>();
  for (const trade of held) {
    const mine = incoming.find((row) => row.tradeId === trade.id && row.receiverId === viewerId);
    reasons.set(trade.holdId, reasonOf(trade, mine));
  }
  return reasons;
};

function reasonOf(trade: HeldTrade, mine: HandoverRow | undefined): string {
  if (trade.status === 'pending') return `Held for your offer on '${trade.title ?? 'an item'}'`;
  if (trade.disputeOpen) return 'Held while staff look into the dispute';
  if (!trade.handover) return 'Held until the trade completes';
  if (!mine || mine.state === 'received') return 'Held until the rest of the trade is handed over';
  const what = named(mine.titles);
  switch (mine.state) {
    case 'choosing':
      return `Held until you have ${what}: choose how you get it`;
    case 'awaiting_shipment':
      return `Held until you have ${what}: waiting to be shipped`;
    case 'shipped':
      return `Held until you have ${what}: on its way`;
    case 'delivered':
      return `Held while you check ${what}: paid out on ${deadlineDay(releaseAtOf(mine)!)} unless you report a problem`;
    case 'arranging':
      return `Held until you have ${what}: a meetup to arrange`;
    case 'meetup_agreed':
      return `Held until you have ${what}: meetup on ${deadlineDay(mine.meetupAt!)}`;
    default:
      return 'Held for a trade';
  }
}
