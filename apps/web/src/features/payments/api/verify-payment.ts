import { paymentResultSchema, type PaymentResult } from '@swapyard/domain/payments';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payments/verify: asks the provider where the payment stands; the server credits the wallet once. */
export function verifyPayment(sessionId: string): Promise<PaymentResult> {
  return apiRequest('/payments/verify', paymentResultSchema, { method: 'POST', body: { sessionId } });
}
