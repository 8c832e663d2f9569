import {
  categoryDisplayName,
  type Trade,
  type TradeCirclePart,
  type TradeItem,
  type TradeMessage,
  type TradeRound,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { type ItemRow } from '../items/index.ts';
import { memberCardsByIds, missingMemberCard } from '../profiles/index.ts';
import { tradesReviewedBy } from '../reviews/index.ts';
import { getHolds, type Hold } from '../wallet/index.ts';
import type { KnownParts } from './common.ts';
import { autoCompletesAt } from './escrow.ts';
import * as queries from './queries.ts';
import type { TradedItemRow, TradeMessageRow, TradeRow } from './queries.ts';
import { bundleItemIdsOf } from './queries/bundles.ts';
import { roundsOf, type TradeRoundRow } from './queries/negotiation.ts';

/** How trades look to one of their parties: rows joined with parties, items, the last message and the answer. */

export function toTradeMessage(row: TradeMessageRow): TradeMessage {
  return {
    id: row.id,
    tradeId: row.tradeId,
    senderId: row.senderId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An item as the trade shows it: once accepted, title, photo, value and condition as agreed then. */
function toTradeItem(row: ItemRow, agreed: TradedItemRow | undefined): TradeItem {
  return {
    id: row.id,
    userId: row.userId,
    title: agreed?.title ?? row.title,
    category: row.category,
    categoryLabel: categoryDisplayName(row.category),
    photos: agreed ? (agreed.photo ? [agreed.photo] : []) : row.photos,
    valueCents: agreed ? agreed.valueCents : row.valueCents,
    condition: agreed?.condition ?? row.condition,
    status: row.status,
    agreed: agreed !== undefined,
  };
}

function toTradeRound(row: TradeRoundRow): TradeRound {
  return {
    round: row.round,
    proposedBy: row.proposedBy,
    cashDifferenceCents: row.cashDifferenceCents,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The viewer's money held for the trade, while it is held. */
const myHold = (hold: Hold | undefined, viewerId: string): Trade['myHold'] =>
  hold && hold.ownerId === viewerId && hold.status === 'held'
    ? { creditCents: hold.creditCents, cashCents: hold.cashCents }
    : null;

/** A circle leg that became a trade. */
type LegTrade = queries.CircleLegRow & { tradeId: string };
/** A circle trade's two legs the viewer is on: the one they give on and the one they get on. */
type CircleLegs = { gives: LegTrade; gets: LegTrade };

const asLegTrade = (leg: queries.CircleLegRow | undefined): LegTrade | undefined =>
  leg?.tradeId ? { ...leg, tradeId: leg.tradeId } : undefined;

/** For each circle trade among `rows`, the viewer's two legs of its circle (none when a leg's trade is gone). */
function circleLegsByTrade(
  rows: TradeRow[],
  legs: queries.CircleLegRow[],
  viewerId: string,
): Map<string, CircleLegs> {
  const found = new Map<string, CircleLegs>();
  for (const row of rows) {
    if (row.kind !== 'circle') continue;
    const circleId = legs.find((leg) => leg.tradeId === row.id)?.circleId;
    const inCircle = legs.filter((leg) => leg.circleId === circleId);
    const gives = asLegTrade(inCircle.find((leg) => leg.giverId === viewerId));
    const gets = asLegTrade(inCircle.find((leg) => leg.receiverId === viewerId));
    if (gives && gets) found.set(row.id, { gives, gets });
  }
  return found;
}

/** `known`'s entries for `keys`, reading only the keys it lacks (none: no query). */
async function knownOr<Value>(
  known: Map<string, Value> | undefined,
  keys: string[],
  read: (missing: string[]) => Promise<Map<string, Value>>,
): Promise<Map<string, Value>> {
  const missing = [...new Set(keys)].filter((key) => !known?.has(key));
  const found = missing.length > 0 ? await read(missing) : new Map<string, Value>();
  return new Map([...(known ?? []), ...found]);
}

/**
 * Several trades as `viewerId` sees them, in the order given, in eleven queries whatever their number, fewer for
 * what the caller's transaction already has (`known`: common.ts KnownParts). A circle
 * trade carries the viewer's part in its circle (docs/product/swap-circles.md): their other trade of the circle is
 * read with it, never the leg between the other two members.
 */
export async function toTrades(
  db: Db,
  rows: TradeRow[],
  viewerId: string,
  known?: KnownParts,
): Promise<Trade[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [offered, lastMessages, counters, legRows, reviewed, bundled] = await Promise.all([
    knownOr(known?.offered, ids, (missing) => queries.offeredItemIdsOf(db, missing)),
    knownOr(known?.lastMessages, ids, (missing) => queries.lastMessagesOf(db, missing)),
    queries.counterOffersOf(
      db,
      rows.filter((row) => row.kind === 'invitation').map((row) => row.id),
    ),
    rows.some((row) => row.kind === 'circle') ? queries.circleLegsOf(db, viewerId) : [],
    tradesReviewedBy(
      db,
      viewerId,
      rows.filter((row) => row.status === 'completed').map((row) => row.id),
    ),
    bundleItemIdsOf(
      db,
      rows.filter((row) => row.kind === 'bundle').map((row) => row.id),
    ),
  ]);
  const circles = circleLegsByTrade(rows, legRows, viewerId);
  const circleLegs = [...circles.values()].flatMap(({ gives, gets }) => [gives, gets]);
  const itemIds = [
    ...rows.flatMap((row) => [
      ...(row.ownerItemId ? [row.ownerItemId] : []),
      ...(offered.get(row.id) ?? []),
      ...(bundled.get(row.id) ?? []),
    ]),
    ...circleLegs.map((leg) => leg.itemId),
  ];
  const [itemRows, parties, agreedItems, rounds, holds] = await Promise.all([
    knownOr(known?.items, itemIds, (missing) => queries.itemsByIds(db, missing)),
    knownOr(
      known?.cards,
      [
        ...rows.flatMap((row) => [row.requesterId, row.ownerId]),
        ...circleLegs.flatMap((leg) => [leg.giverId, leg.receiverId]),
      ],
      (missing) => memberCardsByIds(db, missing),
    ),
    queries.tradedItemsOf(db, [
      ...rows.filter((row) => row.status === 'accepted' || row.status === 'completed').map((row) => row.id),
      ...circleLegs.map((leg) => leg.tradeId),
    ]),
    roundsOf(
      db,
      rows.filter((row) => row.round > 1).map((row) => row.id),
    ),
    knownOr(
      known?.holds,
      rows.flatMap((row) => (row.holdId ? [row.holdId] : [])),
      (missing) => getHolds(db, missing),
    ),
  ]);
  const tradeItem = (tradeId: string, itemId: string) => {
    const found = itemRows.get(itemId);
    return found ? toTradeItem(found, agreedItems.get(`${tradeId}:${itemId}`)) : undefined;
  };
  const party = (id: string) => parties.get(id) ?? missingMemberCard(id);
  const circlePart = (legs: CircleLegs | undefined): TradeCirclePart | null => {
    if (!legs) return null;
    const { gives, gets } = legs;
    return {
      gives: {
        tradeId: gives.tradeId,
        member: party(gives.receiverId),
        item: tradeItem(gives.tradeId, gives.itemId) ?? null,
        // Positive on a leg: its receiver pays its giver.
        cashCents: 0 - gives.cashCents,
      },
      gets: {
        tradeId: gets.tradeId,
        member: party(gets.giverId),
        item: tradeItem(gets.tradeId, gets.itemId) ?? null,
        cashCents: gets.cashCents,
      },
      cashCents: gets.cashCents - gives.cashCents,
    };
  };
  return rows.map((row) => {
    const item = (id: string) => tradeItem(row.id, id);
    const last = lastMessages.get(row.id);
    const ownerItem = row.ownerItemId ? item(row.ownerItemId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      role: row.requesterId === viewerId ? 'requester' : 'owner',
      requester: party(row.requesterId),
      owner: party(row.ownerId),
      ownerItem: ownerItem ?? null,
      offeredItems: (offered.get(row.id) ?? []).flatMap((id) => item(id) ?? []),
      bundleItems: (bundled.get(row.id) ?? []).flatMap((id) => item(id) ?? []),
      circle: circlePart(circles.get(row.id)),
      cashDifferenceCents: row.cashDifferenceCents,
      postageCents: row.postageCents,
      round: row.round,
      awaiting: row.awaiting,
      rounds: (rounds.get(row.id) ?? []).map(toTradeRound),
      myHold: myHold(row.holdId ? holds.get(row.holdId) : undefined, viewerId),
      paymentMethod: row.paymentMethod,
      message: row.message,
      invitationId: row.invitationId,
      counterTradeId: counters.get(row.id) ?? null,
      expiresAt: row.expiresAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      requesterConfirmedAt: row.requesterConfirmedAt?.toISOString() ?? null,
      ownerConfirmedAt: row.ownerConfirmedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      autoCompletesAt:
        row.status === 'accepted' && !row.disputeOpen && !row.handover && row.respondedAt
          ? autoCompletesAt(row).toISOString()
          : null,
      handover: row.handover,
      disputeOpen: row.disputeOpen,
      reviewedByMe: reviewed.has(row.id),
      lastMessage: last ? toTradeMessage(last) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toTrade(db: Db, row: TradeRow, viewerId: string, known?: KnownParts): Promise<Trade> {
  return (await toTrades(db, [row], viewerId, known))[0]!;
}
