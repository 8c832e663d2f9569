/** Every item query starts with this key, so one invalidation refreshes lists, closets and details after a change. */
export const itemsQueryKey = ['items'] as const;
