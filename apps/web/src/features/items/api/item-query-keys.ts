import type { QueryClient } from '@tanstack/react-query';
import type { SavedState } from '@swapyard/domain/saved-items';
import { itemQueryKey, itemsQueryKey, savedStateQueryKey } from '@/lib/query-keys';

// Other features name items' data too (lists refresh with item changes), so the keys are in @/lib/query-keys.
export { itemQueryKey, itemsQueryKey, savedStateQueryKey };

/**
 * Records whether the member saved an item, as a list that carries it (the feed) reported: the item page then
 * shows its Save button at once, without asking. `askedAt`: when the list was asked for.
 */
export function primeSavedState(
  queryClient: QueryClient,
  itemId: string,
  state: SavedState,
  askedAt: number,
): void {
  const key = savedStateQueryKey(itemId);
  // Saved or unsaved after the list was asked for: newer than what the list says.
  if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) > askedAt) return;
  queryClient.setQueryData<SavedState>(key, state, { updatedAt: askedAt });
}
