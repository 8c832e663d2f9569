import {
  appRoutes,
  formatCents,
  LIKER_OFFER_MS,
  LIKER_OFFER_TEXTS,
  likerOfferMaxCents,
  TRADE_MESSAGES,
  type LikerOffer,
  type LikerOfferState,
  type SendLikerOffer,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import {
  assertFreeToTrade,
  conflict,
  displayNames,
  emptyOutcome,
  isAvailable,
  notifyTradeUpdate,
  publishOutcome,
  type TradesDeps,
} from './common.ts';
import * as q from './queries/liker-offers.ts';
import type { LikerOfferRow } from './queries/liker-offers.ts';
import * as queries from './queries.ts';

/**
 * Offers to likers (docs/product/trades.md, "Offers to likers"). The seller's listing, locked: available, public,
 * priced, not at auction or in a swap circle, no offer to likers in the last 24 hours; the price at least 10 % off.
 * The offer and its recipients (everyone who liked or saved it) are written, and each is told, in one transaction.
 * Taking it is Buy now at the offer's price (purchase.ts).
 */
export async function sendLikerOffer(
  deps: TradesDeps,
  sellerId: string,
  input: SendLikerOffer,
): Promise<LikerOffer> {
  const outcome = emptyOutcome();
  const offer = await deps.db.transaction(async (tx) => {
    const item = (await queries.lockItems(tx, [input.itemId])).get(input.itemId);
    if (!item || (item.visibility !== 'public' && item.userId !== sellerId)) {
      throw new AppError('NOT_FOUND', TRADE_MESSAGES.itemNotFound);
    }
    if (item.userId !== sellerId) throw new AppError('FORBIDDEN', LIKER_OFFER_TEXTS.notYours);
    if (!isAvailable(item) || item.visibility !== 'public') throw conflict(TRADE_MESSAGES.itemUnavailable);
    if (!item.valueCents) throw conflict(LIKER_OFFER_TEXTS.noPrice);
    if (input.priceCents > likerOfferMaxCents(item.valueCents)) {
      throw new AppError('VALIDATION_FAILED', LIKER_OFFER_TEXTS.tooHigh);
    }
    await assertFreeToTrade(tx, deps, [item.id]);
    const now = Date.now();
    if (await q.sentSince(tx, item.id, new Date(now - LIKER_OFFER_MS)))
      throw conflict(LIKER_OFFER_TEXTS.once);

    const row = await q.insertOffer(tx, {
      itemId: item.id,
      sellerId,
      priceCents: input.priceCents,
      listedCents: item.valueCents,
      expiresAt: new Date(now + LIKER_OFFER_MS),
    });
    const recipients = await q.addRecipients(tx, row);
    if (recipients.length === 0) throw conflict(LIKER_OFFER_TEXTS.nobody);
    const seller = (await displayNames(tx, [sellerId])).get(sellerId)!;
    const message = LIKER_OFFER_TEXTS.notification(seller, item.title, formatCents(row.priceCents));
    for (const userId of recipients) {
      await notifyTradeUpdate(tx, outcome, {
        userId,
        type: 'trade_offer',
        title: LIKER_OFFER_TEXTS.forYouTitle,
        message,
        link: appRoutes.item(item.id),
      });
    }
    return toLikerOffer(row, recipients.length);
  });
  await publishOutcome(deps, outcome);
  return offer;
}

const nothing: LikerOfferState = { offer: null, nextAllowedAt: null };

/** GET /api/trades/liker-offers/{itemId}: the running offer, to its seller and its recipients only. */
export async function likerOfferState(db: Db, viewerId: string, itemId: string): Promise<LikerOfferState> {
  const latest = isUuid(itemId) ? await q.latestOffer(db, itemId) : undefined;
  if (!latest) return nothing;
  const now = Date.now();
  const running = latest.expiresAt.getTime() > now;
  if (latest.sellerId === viewerId) {
    const nextAllowed = latest.createdAt.getTime() + LIKER_OFFER_MS;
    return {
      offer: running ? toLikerOffer(latest, await q.recipientCount(db, latest.id)) : null,
      nextAllowedAt: nextAllowed > now ? new Date(nextAllowed).toISOString() : null,
    };
  }
  if (running && (await q.isRecipient(db, latest.id, viewerId))) {
    return { offer: toLikerOffer(latest, null), nextAllowedAt: null };
  }
  return nothing;
}

/**
 * Taking an offer to likers, in Buy now's transaction: its price, if the buyer is one of its recipients and it still
 * runs. (The listing's Buy now switch does not matter: the seller chose to sell at this price.)
 */
export async function likerOfferPrice(
  tx: Db,
  buyerId: string,
  itemId: string,
  offerId: string,
): Promise<number> {
  const offer = await q.findOffer(tx, offerId);
  if (!offer || offer.itemId !== itemId) throw new AppError('NOT_FOUND', LIKER_OFFER_TEXTS.notFound);
  if (!(await q.isRecipient(tx, offer.id, buyerId))) {
    throw new AppError('FORBIDDEN', LIKER_OFFER_TEXTS.notForYou);
  }
  if (offer.expiresAt.getTime() <= Date.now()) throw conflict(LIKER_OFFER_TEXTS.expired);
  return offer.priceCents;
}

function toLikerOffer(row: LikerOfferRow, recipients: number | null): LikerOffer {
  return {
    id: row.id,
    itemId: row.itemId,
    priceCents: row.priceCents,
    listedCents: row.listedCents,
    expiresAt: row.expiresAt.toISOString(),
    recipients,
  };
}
