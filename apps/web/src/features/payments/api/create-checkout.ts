import { checkoutSessionSchema, type CheckoutSession } from '@swapyard/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';

/** POST /api/payments/checkout: the provider's hosted checkout for a top-up of `amountCents`. */
export function createCheckout(amountCents: number, idempotencyKey: string): Promise<CheckoutSession> {
  return apiRequest('/payments/checkout', checkoutSessionSchema, {
    method: 'POST',
    body: { amountCents },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: useIdempotentRequest(createCheckout) });
}
