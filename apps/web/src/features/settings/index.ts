// The settings feature's public surface: notifications and presence screens read the member's choices here, the
// item page a seller's bundle discounts.
export { settingsQueryKey, settingsQueryOptions, useSettings } from './api/get-settings';
export { useSellerDiscounts } from './api/bundle-discounts';
