import { withdrawalsEndpoints } from '@swapyard/domain/endpoints/withdrawals';
import type { Withdrawal } from '@swapyard/domain/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { walletQueryKeys } from '@/lib/query-keys';

/** Cancels a withdrawal, only a pending one; the amount returns to the cash wallet. */
export function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return callEndpoint(withdrawalsEndpoints.cancel, {
    params: { id },
    // A withdrawal is cancelled once: a repeat gets the first answer, never 'Failed to cancel withdrawal'.
    headers: { [IDEMPOTENCY_HEADER]: `withdrawal-cancel-${id}` },
  });
}

interface CancelOutcome {
  onCancelled: (withdrawal: Withdrawal) => void;
  onFailed: () => void;
}

/**
 * The outcome callbacks sit on the mutation itself, not on `mutate()`: the refetch that follows (or a live wallet
 * event that arrives first) shows the withdrawal as cancelled, which removes its Cancel button, and callbacks given
 * to `mutate()` are dropped once the component that called it has gone, so the member would never hear it worked.
 */
export function useCancelWithdrawal({ onCancelled, onFailed }: CancelOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: onCancelled,
    onError: onFailed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
  });
}
