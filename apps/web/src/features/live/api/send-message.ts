import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveMessage, LiveMessageList } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { addChatMessage } from '../lib/chat';
import { liveQueryKeys } from './live-query-keys';

/** Chat in the stream (201; 429 when too fast, 403 when the streamer muted the sender). */
export function sendStreamMessage(streamId: string, message: string): Promise<LiveMessage> {
  return callEndpoint(liveEndpoints.sendMessage, { params: { streamId }, body: { message } });
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
