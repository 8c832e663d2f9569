import { paymentAvailabilitySchema, type PaymentAvailability } from '@swapyard/domain/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/payments/availability: a deployment without a payment provider takes no card top-ups. */
export function getPaymentAvailability(): Promise<PaymentAvailability> {
  return apiRequest('/payments/availability', paymentAvailabilitySchema);
}

/** Fixed for the server's lifetime (it follows its configuration): read once per page load. */
export const usePaymentAvailability = (enabled = true) =>
  useQuery({
    queryKey: ['payments', 'availability'],
    queryFn: getPaymentAvailability,
    staleTime: Infinity,
    enabled,
  });
