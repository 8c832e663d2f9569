import { paymentsEndpoints } from '@swapyard/domain/endpoints/payments';
import type { CardInput, SandboxPayResult } from '@swapyard/domain/payments';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const sandboxCheckoutKey = (sessionId: string) => ['payments', 'sandbox', sessionId] as const;

/** The sandbox checkout page's session. */
export const sandboxCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sandboxCheckoutKey(sessionId),
    queryFn: () => callEndpoint(paymentsEndpoints.sandboxCheckout, { params: { id: sessionId } }),
    retry: false,
  });

export const useSandboxCheckout = (sessionId: string) => useQuery(sandboxCheckoutQuery(sessionId));

/** Pays the sandbox checkout with the card form. */
export function paySandbox(sessionId: string, card: CardInput): Promise<SandboxPayResult> {
  return callEndpoint(paymentsEndpoints.sandboxPay, { params: { id: sessionId }, body: card });
}

export function usePaySandbox(sessionId: string) {
  return useMutation({ mutationFn: (card: CardInput) => paySandbox(sessionId, card) });
}
