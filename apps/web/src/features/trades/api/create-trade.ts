import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import {
  counterTradeInputSchema,
  type CounterTradeInput,
  type CreateTradeInput,
  type Trade,
} from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';
import { invalidateAfterTradeChange } from './invalidate';
import { tradeQueryKeys } from '@/lib/query-keys';

/** Sends a cash offer, a trade offer or a trade invitation; the server holds any cash added. */
export function createTrade(input: CreateTradeInput, idempotencyKey: string): Promise<Trade> {
  return callEndpoint(tradesEndpoints.create, {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateTrade() {
  const queryClient = useQueryClient();
  const sendCreateTrade = useIdempotentRequest(createTrade);
  return useMutation({
    mutationFn: sendCreateTrade,
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}

/** The invitation's owner answers with an offer of their own. */
export function counterTrade(id: string, input: CounterTradeInput, idempotencyKey: string): Promise<Trade> {
  return callEndpoint(tradesEndpoints.counter, {
    params: { tradeId: id },
    body: counterTradeInputSchema.parse(input),
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCounterTrade(id: string) {
  const queryClient = useQueryClient();
  const counter = useCallback((input: CounterTradeInput, key: string) => counterTrade(id, input, key), [id]);
  const sendCounter = useIdempotentRequest(counter);
  return useMutation({
    mutationFn: sendCounter,
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
