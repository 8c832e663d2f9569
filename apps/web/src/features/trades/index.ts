// The trades feature's public surface: the item page's Make Offer, and the parameter the feed's Buy/Swap set.
export { MakeOffer } from './components/make-offer';
export { buyHref, canBuyNow, OFFER_PARAM, offerHref } from './offer-links';
export type { WantedItem } from './components/offer-item';
export { LikerOfferCard } from './components/liker-offer-card';
