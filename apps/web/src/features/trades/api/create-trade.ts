import {
  counterTradeInputSchema,
  tradeSchema,
  type CounterTradeInput,
  type CreateTradeInput,
  type Trade,
} from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterTradeChange } from './invalidate';
import { tradeQueryKeys } from './query-keys';

/** POST /api/trades: a cash offer, a trade offer or a trade invitation; the server holds any cash added. */
export function createTrade(input: CreateTradeInput): Promise<Trade> {
  return apiRequest('/trades', tradeSchema, { method: 'POST', body: input });
}

export function useCreateTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrade,
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}

/** POST /api/trades/{id}/counter: the invitation's owner answers with an offer of their own. */
export function counterTrade(id: string, input: CounterTradeInput): Promise<Trade> {
  return apiRequest(`/trades/${encodeURIComponent(id)}/counter`, tradeSchema, {
    method: 'POST',
    body: counterTradeInputSchema.parse(input),
  });
}

export function useCounterTrade(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterTradeInput) => counterTrade(id, input),
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
