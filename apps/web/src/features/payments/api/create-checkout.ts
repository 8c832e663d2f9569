import { checkoutSessionSchema, type CheckoutSession } from '@swapyard/domain/payments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/checkout: the provider's hosted checkout for a top-up of `amountCents`. */
export function createCheckout(amountCents: number): Promise<CheckoutSession> {
  return apiRequest('/payments/checkout', checkoutSessionSchema, { method: 'POST', body: { amountCents } });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
