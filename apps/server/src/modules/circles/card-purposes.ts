import { appRoutes, CIRCLE_TEXTS, coveringMethod } from '@swapyard/domain';
import type { CheckoutPurposeHandler } from '../payments/index.ts';
import { memberBalances } from '../wallet/index.ts';
import { conflict, emptyCircleOutcome, publishCircleOutcome, type CirclesDeps } from './common.ts';
import { acceptCircleLocked, circleCashOwed, circleShortfall } from './proposals.ts';

/**
 * Accepting a swap circle whose cash the wallets cannot cover, the rest paid by card (docs/decisions/035): the
 * checkout is for what is missing; once paid, the settlement accepts the circle as it then stands, paying from the
 * wallets that cover the cash. A circle that fell through or closed meanwhile is not accepted; the money stays in
 * the wallet.
 */
export function circleCardPurpose(deps: CirclesDeps): CheckoutPurposeHandler<'circle'> {
  return {
    kind: 'circle',
    shortfall: (_db, userId, { circleId }) => circleShortfall(deps, userId, circleId),
    returnPath: () => appRoutes.matches,
    complete: async (tx, userId, { circleId }) => {
      const outcome = emptyCircleOutcome();
      const owed = await circleCashOwed(tx, userId, circleId);
      const paymentMethod = coveringMethod(owed, await memberBalances(tx, userId));
      const accepted = await acceptCircleLocked(tx, deps, userId, circleId, { paymentMethod }, outcome);
      if (accepted === 'fell through') throw conflict(CIRCLE_TEXTS.fellThrough);
      return {
        result: {
          status: 'completed',
          title: CIRCLE_TEXTS.acceptedTitle,
          message: CIRCLE_TEXTS.acceptedByCard,
          href: appRoutes.matches,
          hrefLabel: CIRCLE_TEXTS.backToMatches,
        },
        afterCommit: () => publishCircleOutcome(deps, outcome),
      };
    },
  };
}
