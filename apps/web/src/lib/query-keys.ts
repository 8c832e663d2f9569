import type { WalletActivityFilter } from '@swapyard/domain/wallet';

// The query keys more than one feature names: the data one feature refreshes or primes after a change made in
// another (an edit, a trade, a payment, a survey that reorders the feed). Kept here, below the features, so naming
// another feature's data never means importing that feature (docs/decisions/022). A feature's other keys stay in
// its own api/.

/** The signed-in member (GET /api/session); null for a visitor. */
export const meQueryKey = ['me'] as const;

/** Every item query starts with this key, so one invalidation refreshes lists, closets and details after a change. */
export const itemsQueryKey = ['items'] as const;

/** Under `itemsQueryKey`, so any change to items refreshes the detail too. */
export const itemQueryKey = (id: string) => [...itemsQueryKey, 'detail', id] as const;

/** Whether the member saved the item: under the item's own key. */
export const savedStateQueryKey = (itemId: string) => [...itemQueryKey(itemId), 'saved'] as const;

/** Every feed's key: under itemsQueryKey, so an edit or delete anywhere refreshes the feed. */
export const feedQueryRoot = [...itemsQueryKey, 'feed'] as const;

/** The saved list (/saved) lives under this key; saving or unsaving anywhere refreshes it. */
export const savedItemsQueryKey = ['saved-items'] as const;

/** Every trade query lives under ['trades']: invalidate that after any trade changes. */
export const tradeQueryKeys = {
  all: ['trades'] as const,
  detail: (id: string) => ['trades', 'detail', id] as const,
  messages: (id: string) => ['trades', 'messages', id] as const,
  reserved: ['trades', 'reserved-items'] as const,
  likerOffer: (itemId: string) => ['trades', 'liker-offer', itemId] as const,
};

/** The buyer's bundles, and sellers' bundle discounts (docs/product/trades.md, "Bundles"). */
export const bundleQueryKeys = {
  mine: ['bundles'] as const,
  discounts: (sellerId: string) => ['bundles', 'discounts', sellerId] as const,
};

/** Every wallet query lives under ['wallet']: invalidate that after any money moves (top-up, withdrawal, cancel). */
export const walletQueryKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  activity: (filter: WalletActivityFilter) => ['wallet', 'activity', filter] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};

/**
 * Every staff query (the dashboard's figures, its tabs' lists, the audit trail) lives under ['admin']: a staff
 * action anywhere on the dashboard invalidates this root, so every figure and list shows it at once.
 */
export const adminQueryRoot = ['admin'] as const;
