// Kept apart from index.ts (like items/shell.ts): the feed needs only these links, not the offer builders.
import { appRoutes } from '@swapyard/domain/routes';

/** The item page reads `?offer=` and opens Buy It Now ('buy') or the trade builder ('swap') for that item. */
export const OFFER_PARAM = 'offer';
export type OfferIntent = 'buy' | 'swap';

export const offerHref = (itemId: string, intent: OfferIntent) =>
  `${appRoutes.item(itemId)}?${OFFER_PARAM}=${intent}`;
