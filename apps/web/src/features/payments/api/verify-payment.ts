import { paymentsEndpoints } from '@swapyard/domain/endpoints/payments';
import type { PaymentResult } from '@swapyard/domain/payments';
import { callEndpoint } from '@/lib/api-client';

/** Asks the provider where the payment stands; the server credits the wallet once. */
export function verifyPayment(sessionId: string): Promise<PaymentResult> {
  return callEndpoint(paymentsEndpoints.verify, { body: { sessionId } });
}
