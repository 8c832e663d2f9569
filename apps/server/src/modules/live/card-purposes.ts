import { appRoutes, formatCents, LIVE_TEXTS } from '@swapyard/domain';
import type { CheckoutPurposeHandler } from '../payments/index.ts';
import { bidShortfall, placeBidIn, publishBid } from './bids.ts';
import type { LiveDeps } from './common.ts';

/**
 * A bid the wallets cannot cover, paid the rest of by card (docs/decisions/035): the checkout is for what is missing;
 * once paid, the settlement places the bid as it stands then. Outbid or ended meanwhile, the bid is refused and the
 * money stays in the wallet.
 */
export function bidCardPurpose(deps: LiveDeps): CheckoutPurposeHandler<'bid'> {
  return {
    kind: 'bid',
    shortfall: (_db, userId, purpose) => bidShortfall(deps, userId, purpose),
    returnPath: (purpose) => appRoutes.liveStream(purpose.streamId),
    complete: async (tx, userId, purpose) => {
      const placed = await placeBidIn(tx, userId, purpose.auctionId, {
        amountCents: purpose.amountCents,
        maxCents: purpose.maxCents,
      });
      return {
        result: {
          status: 'completed',
          title: LIVE_TEXTS.bidPlaced,
          message: LIVE_TEXTS.bidByCard(formatCents(purpose.amountCents)),
          href: appRoutes.liveStream(purpose.streamId),
          hrefLabel: LIVE_TEXTS.backToStream,
        },
        afterCommit: async () => {
          await publishBid(deps, placed);
        },
      };
    },
  };
}
