// Kept apart from index.ts (like items/shell.ts): the feed needs only these links, not the offer builders.
import { appRoutes } from '@swapyard/domain/routes';

/**
 * The item page's Make Offer dialog lives in the URL, so Back moves one screen or step and a reload keeps it open:
 * `?offer=` names the screen ('choose', 'checkout' for Buy now at the asking price, 'buy' for a Buy It Now offer,
 * 'swap' for the trade builder, 'invite') and `&step=` the trade builder's step. The feed's Buy and Swap links open
 * a screen straight away.
 */
export const OFFER_PARAM = 'offer';
export const OFFER_STEP_PARAM = 'step';
export type OfferIntent = 'checkout' | 'buy' | 'swap';
export type OfferScreen = 'choose' | OfferIntent | 'invite';

export const offerHref = (itemId: string, intent: OfferIntent) =>
  `${appRoutes.item(itemId)}?${OFFER_PARAM}=${intent}`;

/** Whether an item can be bought at once: its owner allows it and it has a price. */
export const canBuyNow = (item: { buyNow: boolean; valueCents: number | null }) =>
  item.buyNow && item.valueCents !== null && item.valueCents > 0;

/** The feed's Buy: at once at the asking price where the seller allows it, else a Buy It Now offer. */
export const buyHref = (item: { id: string; buyNow: boolean; valueCents: number | null }) =>
  offerHref(item.id, canBuyNow(item) ? 'checkout' : 'buy');
