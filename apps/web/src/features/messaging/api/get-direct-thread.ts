import { messagesEndpoints } from '@swapyard/domain/endpoints/messages';
import { DIRECT_THREAD_STALE_MS, type DirectThread } from '@swapyard/domain/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { messagingQueryKeys } from './query-keys';

/** The thread with a member: the newest page (oldest first); `before` pages further back. */
export function getDirectThread(userId: string, before?: string): Promise<DirectThread> {
  return callEndpoint(messagesEndpoints.thread, {
    params: { userId },
    query: { before: before || undefined },
  });
}

/** Pages newest first: pages[0] is the newest page, each next one older (shown above it). */
export const directThreadQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: messagingQueryKeys.thread(userId),
    queryFn: ({ pageParam }) => getDirectThread(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The thread is fresh for 30 s (docs/product/messaging.md); live events patch it meanwhile.
    staleTime: DIRECT_THREAD_STALE_MS,
  });

export const useDirectThread = (userId: string, options: { enabled: boolean }) =>
  useInfiniteQuery({ ...directThreadQueryOptions(userId), ...options });
