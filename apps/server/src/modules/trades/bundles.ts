import {
  BUNDLE_TEXTS,
  bundleDiscountPercent,
  bundlePrice,
  MAX_BUNDLE_ITEMS,
  TRADE_MESSAGES,
  type Bundle,
  type BundleItem,
  type BundleList,
  type BundleTiers,
  type BundleTiersInput,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { ItemRow } from '../items/index.ts';
import { memberCardsByIds, missingMemberCard } from '../profiles/index.ts';
import { conflict, isAvailable } from './common.ts';
import * as queries from './queries.ts';
import * as bundles from './queries/bundles.ts';

/**
 * A buyer's bundles (docs/product/trades.md, "Bundles"): the items they added, one bundle per seller, priced with the
 * seller's discount; and the sellers' discounts. Buying one: bundle-purchase.ts.
 */

/** Whether an item can be bought in a bundle now: available, public and priced. */
export const inBundleNow = (item: ItemRow): boolean =>
  isAvailable(item) && item.visibility === 'public' && item.valueCents !== null && item.valueCents > 0;

function toBundleItem(item: ItemRow): BundleItem {
  return {
    id: item.id,
    title: item.title,
    photos: item.photos,
    valueCents: item.valueCents,
    status: item.status,
    available: inBundleNow(item),
    buyNow: item.buyNow,
    ships: item.ships,
    meetsUp: item.meetsUp,
    shippingCents: item.shippingCents,
  };
}

/** GET /api/bundles. Items made private since are left out; sold ones show as gone and count for nothing. */
export async function listBundles(db: Db, buyerId: string): Promise<BundleList> {
  const rows = (await bundles.bundleItemRows(db, buyerId)).filter((item) => item.visibility === 'public');
  const sellerIds = [...new Set(rows.map((item) => item.userId))];
  const [sellers, tiers] = await Promise.all([
    memberCardsByIds(db, sellerIds),
    bundles.discountsOf(db, sellerIds),
  ]);
  return {
    bundles: sellerIds.map((sellerId): Bundle => {
      const mine = rows.filter((item) => item.userId === sellerId);
      const sellerTiers = tiers.get(sellerId) ?? [];
      const prices = mine.filter(inBundleNow).map((item) => item.valueCents!);
      const discountPercent = bundleDiscountPercent(sellerTiers, prices.length);
      return {
        seller: sellers.get(sellerId) ?? missingMemberCard(sellerId),
        items: mine.map(toBundleItem),
        tiers: sellerTiers,
        discountPercent,
        ...bundlePrice(prices, discountPercent),
      };
    }),
  };
}

/** POST /api/bundles/items: another member's item that can be bought in a bundle now. */
export async function addToBundle(db: Db, buyerId: string, itemId: string): Promise<BundleList> {
  const item = (await queries.itemsByIds(db, [itemId])).get(itemId);
  if (!item || item.visibility !== 'public') throw new AppError('NOT_FOUND', TRADE_MESSAGES.itemNotFound);
  if (item.userId === buyerId) throw new AppError('BAD_REQUEST', BUNDLE_TEXTS.ownItem);
  if (!isAvailable(item)) throw conflict(TRADE_MESSAGES.itemUnavailable);
  if (!inBundleNow(item)) throw new AppError('BAD_REQUEST', BUNDLE_TEXTS.noPrice);
  const fromSeller = (await bundles.bundleItemRows(db, buyerId)).filter((row) => row.userId === item.userId);
  if (fromSeller.length >= MAX_BUNDLE_ITEMS && !fromSeller.some((row) => row.id === itemId)) {
    throw conflict(BUNDLE_TEXTS.tooMany);
  }
  await bundles.addBundleItem(db, buyerId, itemId);
  return listBundles(db, buyerId);
}

/** DELETE /api/bundles/items/{itemId}: whether or not it was there. */
export async function removeFromBundle(db: Db, buyerId: string, itemId: string): Promise<BundleList> {
  if (isUuid(itemId)) await bundles.removeBundleItems(db, buyerId, [itemId]);
  return listBundles(db, buyerId);
}

/** GET /api/bundles/discounts/{sellerId}: anyone may read a seller's discounts (none for an unknown id). */
export async function sellerDiscounts(db: Db, sellerId: string): Promise<BundleTiers> {
  if (!isUuid(sellerId)) return { tiers: [] };
  return { tiers: (await bundles.discountsOf(db, [sellerId])).get(sellerId) ?? [] };
}

/** PUT /api/bundles/discounts: the seller's tiers, replaced in one transaction. */
export async function setDiscounts(db: Db, sellerId: string, input: BundleTiersInput): Promise<BundleTiers> {
  await db.transaction((tx) => bundles.replaceDiscounts(tx, sellerId, input.tiers));
  return sellerDiscounts(db, sellerId);
}
