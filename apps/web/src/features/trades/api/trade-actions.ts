import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { Trade, TradePaymentMethod } from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { invalidateAfterTradeChange } from './invalidate';
import { tradeQueryKeys } from '@/lib/query-keys';

export type TradeAction = 'accept' | 'reject' | 'cancel' | 'confirm';

/** An action, and for accepting an offer that asks the owner to add cash, the wallet they pay it from. */
export interface TradeActionInput {
  action: TradeAction;
  paymentMethod?: TradePaymentMethod;
}

/**
 * The owner accepts or declines (respond), the requester withdraws (cancel), or either party confirms the exchange
 * once accepted (confirm). The server checks who may do what; the answer is the trade as it now stands.
 */
export function runTradeAction(id: string, { action, paymentMethod }: TradeActionInput): Promise<Trade> {
  const params = { tradeId: id };
  // Each action happens to a trade once, so the action itself is the intent: a repeat gets the first answer (a
  // refused accept frees the key, so accepting again with another wallet is a new try).
  const headers = { [IDEMPOTENCY_HEADER]: `trade-${action}-${id}` };
  if (action === 'accept' || action === 'reject') {
    const body = action === 'accept' && paymentMethod ? { action, paymentMethod } : { action };
    return callEndpoint(tradesEndpoints.respond, { params, body, headers });
  }
  return callEndpoint(tradesEndpoints[action], { params, headers });
}

export function useTradeAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TradeActionInput) => runTradeAction(id, input),
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
