import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { TradeMessage, TradeMessageList } from '@swapyard/domain/trades';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

/** The trade's chat, oldest first. */
export function getTradeMessages(id: string): Promise<TradeMessageList> {
  return callEndpoint(tradesEndpoints.messages, { params: { tradeId: id } });
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

/** Writes in the trade's chat; answers the message as stored. */
export function sendTradeMessage(id: string, content: string): Promise<TradeMessage> {
  return callEndpoint(tradesEndpoints.send, { params: { tradeId: id }, body: { content } });
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

/** Tells the other party, live, that I am typing (nothing is stored). */
export function sendTradeTyping(id: string): Promise<unknown> {
  return callEndpoint(tradesEndpoints.typing, { params: { tradeId: id } });
}
