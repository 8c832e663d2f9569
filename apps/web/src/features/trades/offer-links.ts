// Kept apart from index.ts (like items/shell.ts): the feed needs only these links, not the offer builders.
import { appRoutes } from '@swapyard/domain/routes';

/**
 * The item page's Make Offer dialog lives in the URL, so Back moves one screen or step and a reload keeps it open:
 * `?offer=` names the screen ('choose', 'buy' for Buy It Now, 'swap' for the trade builder, 'invite') and
 * `&step=` the trade builder's step. The feed's Buy and Swap links open a screen straight away.
 */
export const OFFER_PARAM = 'offer';
export const OFFER_STEP_PARAM = 'step';
export type OfferIntent = 'buy' | 'swap';
export type OfferScreen = 'choose' | OfferIntent | 'invite';

export const offerHref = (itemId: string, intent: OfferIntent) =>
  `${appRoutes.item(itemId)}?${OFFER_PARAM}=${intent}`;
