import { messagesEndpoints } from '@swapyard/domain/endpoints/messages';
import type { ConversationList } from '@swapyard/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { applyReadToConversations, applyReadToThread, type ThreadPages } from '../lib/messages-cache';
import { messagingQueryKeys } from './query-keys';

/** Marks read what that member sent me. */
export function markDirectRead(userId: string): Promise<{ updated: number }> {
  return callEndpoint(messagesEndpoints.read, { params: { userId } });
}

/**
 * Opening a conversation (docs/product/messaging.md) marks the incoming unread messages read. The caches change on
 * the answer (the dm.read event does the same, for other tabs too); failures are only logged and retried on the
 * next visit.
 */
export function useMarkDirectRead(meId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDirectRead,
    onSuccess: ({ updated }, userId) => {
      if (updated === 0) return;
      const read = { readerId: meId, senderId: userId, readAt: new Date().toISOString() };
      queryClient.setQueryData<ThreadPages>(
        messagingQueryKeys.thread(userId),
        (thread) => thread && applyReadToThread(thread, read),
      );
      queryClient.setQueryData<ConversationList>(
        messagingQueryKeys.conversations,
        (list) => list && applyReadToConversations(list, read, meId),
      );
    },
    onError: (error) => console.error('Failed to mark messages read', error),
  });
}
