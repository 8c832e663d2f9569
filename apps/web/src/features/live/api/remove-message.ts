import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveMessageList } from '@swapyard/domain/live';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { removeChatMessage } from '../lib/chat';
import { liveQueryKeys } from './live-query-keys';

/** The streamer removes a message for everyone (204). */
export function removeStreamMessage(streamId: string, messageId: string): Promise<undefined> {
  return callEndpoint(liveEndpoints.removeMessage, { params: { streamId, messageId } });
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
