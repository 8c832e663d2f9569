import { paymentsEndpoints } from '@swapyard/domain/endpoints/payments';
import type { CheckoutSession } from '@swapyard/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';

/** Starts a card top-up: the provider's hosted checkout for a top-up of `amountCents`. */
export function createCheckout(amountCents: number, idempotencyKey: string): Promise<CheckoutSession> {
  return callEndpoint(paymentsEndpoints.checkout, {
    body: { amountCents },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: useIdempotentRequest(createCheckout) });
}
