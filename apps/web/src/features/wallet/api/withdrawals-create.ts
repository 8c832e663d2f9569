import { withdrawalsEndpoints } from '@swapyard/domain/endpoints/withdrawals';
import type { CreateWithdrawal, Withdrawal } from '@swapyard/domain/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';
import { walletQueryKeys } from '@/lib/query-keys';

/** Requests a withdrawal: the server checks the request again and computes the fee and net itself. */
export function createWithdrawal(input: CreateWithdrawal, idempotencyKey: string): Promise<Withdrawal> {
  return callEndpoint(withdrawalsEndpoints.create, {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const sendCreateWithdrawal = useIdempotentRequest(createWithdrawal);
  return useMutation({
    mutationFn: sendCreateWithdrawal,
    // Balances, activity and the history all change (and a refusal may mean the balance moved elsewhere).
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
  });
}
