// The trades feature's public surface: the item page's Make Offer, offers to likers and bundle line, and the parameter
// the feed's Buy/Swap set.
export { MakeOffer } from './components/make-offer';
export { buyHref, canBuyNow, OFFER_PARAM, offerHref } from './offer-links';
export type { WantedItem } from './components/offer-item';
export { LikerOfferCard } from './components/liker-offer-card';
export { BundlePanel } from './components/bundles/bundle-panel';
