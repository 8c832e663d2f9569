import type { LiveMessageList } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { removeChatMessage } from '../lib/chat';
import { liveQueryKeys } from './live-query-keys';

/** DELETE /api/live/streams/{id}/messages/{messageId} (204): the streamer removes a message for everyone. */
export function removeStreamMessage(streamId: string, messageId: string): Promise<unknown> {
  return apiRequest(
    `/live/streams/${encodeURIComponent(streamId)}/messages/${encodeURIComponent(messageId)}`,
    z.unknown(),
    { method: 'DELETE' },
  );
}

export function useRemoveStreamMessage(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => removeStreamMessage(streamId, messageId),
    onSuccess: (_, messageId) =>
      queryClient.setQueryData<LiveMessageList>(liveQueryKeys.messages(streamId), (list) =>
        removeChatMessage(list, messageId),
      ),
  });
}
