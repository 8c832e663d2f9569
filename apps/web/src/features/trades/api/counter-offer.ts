import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { CounterOfferInput, Trade } from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { tradeQueryKeys } from '@/lib/query-keys';
import { invalidateAfterTradeChange } from './invalidate';

/**
 * A counter-offer on the round on the table (docs/product/trades.md, "Counter-offers"). One counter per round, so the
 * round is the intent: a repeat is answered once, and a refused one frees the key to try another amount.
 */
export function useCounterOffer(trade: Pick<Trade, 'id' | 'round'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterOfferInput) =>
      callEndpoint(tradesEndpoints.counterOffer, {
        params: { tradeId: trade.id },
        body: input,
        headers: { [IDEMPOTENCY_HEADER]: `trade-counter-${trade.id}-${trade.round}` },
      }),
    onSuccess: (updated) => queryClient.setQueryData(tradeQueryKeys.detail(updated.id), updated),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
