import type { CardCheckout, CheckoutPurposeInput } from '@swapyard/domain/card-payments';
import { paymentsEndpoints } from '@swapyard/domain/endpoints/payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';

/** A card checkout for what the wallets lack for a purchase (docs/product/wallet.md, "Paying the rest by card"). */
export function payByCard(purpose: CheckoutPurposeInput, idempotencyKey: string): Promise<CardCheckout> {
  return callEndpoint(paymentsEndpoints.payByCard, {
    body: { purpose },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function usePayByCard() {
  return useMutation({ mutationFn: useIdempotentRequest(payByCard) });
}
