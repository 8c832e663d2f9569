import { liveMessageSchema, type LiveMessage, type LiveMessageList } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addChatMessage } from '../lib/chat';
import { liveQueryKeys } from './live-query-keys';

/** POST /api/live/streams/{id}/messages (201; 429 when too fast, 403 when the streamer muted the sender). */
export function sendStreamMessage(streamId: string, message: string): Promise<LiveMessage> {
  return apiRequest(`/live/streams/${encodeURIComponent(streamId)}/messages`, liveMessageSchema, {
    method: 'POST',
    body: { message },
  });
}

export function useSendStreamMessage(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendStreamMessage(streamId, message),
    onSuccess: (message) =>
      queryClient.setQueryData<LiveMessageList>(liveQueryKeys.messages(streamId), (list) =>
        addChatMessage(list, message),
      ),
  });
}
