// The handovers feature's public surface (getting the item, docs/product/handover.md): a trade's handover cards for
// its conversation page, and the address book for Settings.
export { HandoverCards } from './components/handover-cards';
export { AddressBookCard } from './components/address-book-card';
