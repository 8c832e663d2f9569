import {
  tradeMessageListSchema,
  tradeMessageSchema,
  type TradeMessage,
  type TradeMessageList,
} from '@swapyard/domain/trades';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

/** GET /api/trades/{id}/messages: the chat, oldest first. */
export function getTradeMessages(id: string): Promise<TradeMessageList> {
  return apiRequest(`/trades/${encodeURIComponent(id)}/messages`, tradeMessageListSchema);
}

export const tradeMessagesQueryOptions = (id: string) =>
  queryOptions({ queryKey: tradeQueryKeys.messages(id), queryFn: () => getTradeMessages(id) });

export const useTradeMessages = (id: string, enabled = true) =>
  useQuery({ ...tradeMessagesQueryOptions(id), enabled });

/** Adds a message once (the sender gets it both from the POST answer and from the live event). */
export function appendMessage(list: TradeMessageList | undefined, message: TradeMessage): TradeMessageList {
  const messages = list?.messages ?? [];
  if (messages.some((m) => m.id === message.id)) return list ?? { messages };
  return { messages: [...messages, message] };
}

/** POST /api/trades/{id}/messages. */
export function sendTradeMessage(id: string, content: string): Promise<TradeMessage> {
  return apiRequest(`/trades/${encodeURIComponent(id)}/messages`, tradeMessageSchema, {
    method: 'POST',
    body: { content },
  });
}

export function useSendTradeMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendTradeMessage(id, content),
    onSuccess: (message) =>
      queryClient.setQueryData<TradeMessageList>(tradeQueryKeys.messages(id), (list) =>
        appendMessage(list, message),
      ),
  });
}

/** POST /api/trades/{id}/typing (204): tells the other party, live, that I am typing. */
export function sendTradeTyping(id: string): Promise<unknown> {
  return apiRequest(`/trades/${encodeURIComponent(id)}/typing`, z.unknown(), { method: 'POST' });
}
