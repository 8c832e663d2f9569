import type { WalletActivityFilter } from '@swapyard/domain/wallet';

// The query keys more than one feature reads or invalidates, in one place: a feature that refreshes another's data
// after a change (a trade moves items and money, a survey reorders the feed) imports the key from here rather than
// from that feature, which would pull its code into the importing route. Keys only one feature uses stay in it.

/** The signed-in member (GET /api/session); null for a visitor. */
export const meQueryKey = ['me'] as const;

/** Every item query starts with this key, so one invalidation refreshes lists, closets and details after a change. */
export const itemsQueryKey = ['items'] as const;

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
};

/** Every wallet query lives under ['wallet']: invalidate that after any money moves (top-up, withdrawal, cancel). */
export const walletQueryKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  activity: (filter: WalletActivityFilter) => ['wallet', 'activity', filter] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};
