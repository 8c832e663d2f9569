import { randomUUID } from 'node:crypto';
import { TRADE_MESSAGES, type BundleOffer, type Trade } from '@swapyard/domain';
import { conflict, type TradesDeps } from './common.ts';
import { bundleItemsFor } from './bundle-purchase.ts';
import { recordOffer } from './offers.ts';
import * as queries from './queries.ts';
import * as bundles from './queries/bundles.ts';
import { transition } from './transition.ts';

/**
 * POST /api/bundles/offer (docs/product/trades.md, "Bundles"): one cash offer for several items of one seller, sent
 * as any cash offer is (held, 48 hours, answered or countered; offers.ts), its items recorded with it. The items are
 * locked and checked as for buying the bundle, but the seller's Buy now switches do not matter: they answer it.
 * Accepting it sells every item or none (lifecycle.ts).
 */
export async function offerForBundle(deps: TradesDeps, buyerId: string, input: BundleOffer): Promise<Trade> {
  return transition(deps, buyerId, async (tx, outcome) => {
    const items = await bundleItemsFor(tx, deps, buyerId, input, 'by offer');
    const first = items[0]!;
    // One pending offer per member and wanted item (the unique index is on the bundle's first item).
    if (await queries.hasPendingOffer(tx, buyerId, first.id)) throw conflict(TRADE_MESSAGES.alreadyOffered);
    const plan = {
      tradeId: randomUUID(),
      kind: 'bundle' as const,
      requesterId: buyerId,
      ownerItemId: first.id,
      offeredItemIds: [],
      cashCents: input.cashCents,
      paymentMethod: input.paymentMethod,
      message: input.message,
    };
    return recordOffer(tx, plan, first, outcome, {
      count: items.length,
      record: (sent) =>
        bundles.insertTradeBundleItems(
          tx,
          sent.id,
          items.map((item) => ({ itemId: item.id, priceCents: item.valueCents! })),
        ),
    });
  });
}
