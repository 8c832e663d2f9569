import { tradeSchema, type Trade } from '@swapyard/domain/trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { invalidateAfterTradeChange } from './invalidate';
import { tradeQueryKeys } from './query-keys';

export type TradeAction = 'accept' | 'reject' | 'cancel' | 'confirm';

/**
 * POST /api/trades/{id}/respond (the owner accepts or declines), …/cancel (the requester withdraws) or …/confirm
 * (either party, once accepted). The server checks who may do what; the answer is the trade as it now stands.
 */
export function runTradeAction(id: string, action: TradeAction): Promise<Trade> {
  const base = `/trades/${encodeURIComponent(id)}`;
  // Each action happens to a trade once, so the action itself is the intent: a repeat gets the first answer.
  const headers = { [IDEMPOTENCY_HEADER]: `trade-${action}-${id}` };
  if (action === 'accept' || action === 'reject') {
    return apiRequest(`${base}/respond`, tradeSchema, { method: 'POST', body: { action }, headers });
  }
  return apiRequest(`${base}/${action}`, tradeSchema, { method: 'POST', headers });
}

export function useTradeAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TradeAction) => runTradeAction(id, action),
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
