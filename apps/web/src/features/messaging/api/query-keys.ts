/** The signed-in member's messaging caches. */
export const messagingQueryKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  thread: (userId: string) => ['messaging', 'direct', userId] as const,
  trades: ['messaging', 'trades'] as const,
};
