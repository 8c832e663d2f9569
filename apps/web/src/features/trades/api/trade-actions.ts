import { tradeSchema, type Trade, type TradePaymentMethod } from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
 * POST /api/trades/{id}/respond (the owner accepts or declines), …/cancel (the requester withdraws) or …/confirm
 * (either party, once accepted). The server checks who may do what; the answer is the trade as it now stands.
 */
export function runTradeAction(id: string, { action, paymentMethod }: TradeActionInput): Promise<Trade> {
  const base = `/trades/${encodeURIComponent(id)}`;
  // Each action happens to a trade once, so the action itself is the intent: a repeat gets the first answer (a
  // refused accept frees the key, so accepting again with another wallet is a new try).
  const headers = { [IDEMPOTENCY_HEADER]: `trade-${action}-${id}` };
  if (action === 'accept' || action === 'reject') {
    const body = action === 'accept' && paymentMethod ? { action, paymentMethod } : { action };
    return apiRequest(`${base}/respond`, tradeSchema, { method: 'POST', body, headers });
  }
  return apiRequest(`${base}/${action}`, tradeSchema, { method: 'POST', headers });
}

export function useTradeAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TradeActionInput) => runTradeAction(id, input),
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
