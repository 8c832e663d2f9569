import { paymentsEndpoints } from '@swapyard/domain/endpoints/payments';
import type { PaymentAvailability } from '@swapyard/domain/payments';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Whether card top-ups and withdrawals are available: a deployment without a payment provider takes no card top-ups. */
export function getPaymentAvailability(): Promise<PaymentAvailability> {
  return callEndpoint(paymentsEndpoints.availability);
}

/** Fixed for the server's lifetime (it follows its configuration): read once per page load. */
export const usePaymentAvailability = (enabled = true) =>
  useQuery({
    queryKey: ['payments', 'availability'],
    queryFn: getPaymentAvailability,
    staleTime: Infinity,
    enabled,
  });
