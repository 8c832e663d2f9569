import { messagesEndpoints } from '@swapyard/domain/endpoints/messages';
import type { DirectMessage } from '@swapyard/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { callEndpoint } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import {
  appendToThread,
  removeFromThread,
  replaceInThread,
  TEMPORARY_ID_PREFIX,
  type ThreadPages,
} from '../lib/messages-cache';
import { messagingQueryKeys } from './query-keys';

/** Sends a member a message: the server trims it and refuses blank text, yourself and unknown members. */
export function sendDirectMessage(userId: string, content: string): Promise<DirectMessage> {
  return callEndpoint(messagesEndpoints.send, { params: { userId }, body: { content } });
}

let temporaryIds = 0;

/**
 * A sent message shows at once with a temporary id and unread state, and is rolled back on failure, with the toast
 * 'Error': 'Failed to send message: …' (docs/product/messaging.md, "Direct messages").
 */
export function useSendDirectMessage(userId: string, meId: string) {
  const queryClient = useQueryClient();
  const key = messagingQueryKeys.thread(userId);
  return useMutation({
    mutationFn: (content: string) => sendDirectMessage(userId, content),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: key });
      const temporary: DirectMessage = {
        id: `${TEMPORARY_ID_PREFIX}${Date.now()}-${++temporaryIds}`,
        senderId: meId,
        recipientId: userId,
        content: content.trim(),
        createdAt: new Date().toISOString(),
        readAt: null,
      };
      queryClient.setQueryData<ThreadPages>(key, (thread) => thread && appendToThread(thread, temporary));
      return { temporaryId: temporary.id };
    },
    onSuccess: (message, _content, context) => {
      queryClient.setQueryData<ThreadPages>(
        key,
        (thread) => thread && replaceInThread(thread, context.temporaryId, message),
      );
    },
    onError: (error, _content, context) => {
      if (context) {
        queryClient.setQueryData<ThreadPages>(
          key,
          (thread) => thread && removeFromThread(thread, context.temporaryId),
        );
      }
      toast.error('Error', { description: `Failed to send message: ${errorMessage(error)}` });
    },
  });
}
