// The handovers feature's public surface (getting the item, docs/product/handover.md): a trade's handover cards for
// its conversation page, the address book for Settings, and the buyer-protection badge for the item page and checkout.
export { HandoverCards } from './components/handover-cards';
export { AddressBookCard } from './components/address-book-card';
export { BuyerProtection } from './components/buyer-protection';
