/** Everything the profiles feature caches lives under this prefix: a profile change refreshes all of it. */
export const profilesQueryKey = ['profiles'] as const;
export const userProfileQueryKey = (usernameOrId: string) =>
  [...profilesQueryKey, 'user', usernameOrId.toLowerCase()] as const;
export const connectionsQueryKey = (userId: string, which: 'followers' | 'following') =>
  [...profilesQueryKey, which, userId] as const;
