import { withdrawalSchema, type Withdrawal } from '@swapyard/domain/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { walletQueryKeys } from './query-keys';

/** POST /api/wallet/withdrawals/{id}/cancel: only a pending withdrawal; the amount returns to the cash wallet. */
export function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return apiRequest(`/wallet/withdrawals/${encodeURIComponent(id)}/cancel`, withdrawalSchema, {
    method: 'POST',
    // A withdrawal is cancelled once: a repeat gets the first answer, never 'Failed to cancel withdrawal'.
    headers: { [IDEMPOTENCY_HEADER]: `withdrawal-cancel-${id}` },
  });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
  });
}
