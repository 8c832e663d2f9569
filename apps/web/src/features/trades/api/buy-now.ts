import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { BuyNowInput, Trade } from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';
import { tradeQueryKeys } from '@/lib/query-keys';
import { invalidateAfterTradeChange } from './invalidate';

/** Buys an item at once at its asking price; the server holds the money until the sale completes. */
export function buyNow(input: BuyNowInput, idempotencyKey: string): Promise<Trade> {
  return callEndpoint(tradesEndpoints.buy, {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useBuyNow() {
  const queryClient = useQueryClient();
  const send = useIdempotentRequest(buyNow);
  return useMutation({
    mutationFn: send,
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    // Sold, or found sold by someone else first: the item page, lists and wallets show it as it now is.
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
