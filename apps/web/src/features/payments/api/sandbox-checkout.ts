import {
  sandboxCheckoutSchema,
  sandboxPayResultSchema,
  type CardInput,
  type SandboxPayResult,
} from '@swapyard/domain/payments';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const sandboxCheckoutKey = (sessionId: string) => ['payments', 'sandbox', sessionId] as const;

/** GET /api/payments/sandbox/{id}: the sandbox checkout page's session. */
export const sandboxCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sandboxCheckoutKey(sessionId),
    queryFn: () => apiRequest(`/payments/sandbox/${encodeURIComponent(sessionId)}`, sandboxCheckoutSchema),
    retry: false,
  });

export const useSandboxCheckout = (sessionId: string) => useQuery(sandboxCheckoutQuery(sessionId));

/** POST /api/payments/sandbox/{id}/pay with the card form. */
export function paySandbox(sessionId: string, card: CardInput): Promise<SandboxPayResult> {
  return apiRequest(`/payments/sandbox/${encodeURIComponent(sessionId)}/pay`, sandboxPayResultSchema, {
    method: 'POST',
    body: card,
  });
}

export function usePaySandbox(sessionId: string) {
  return useMutation({ mutationFn: (card: CardInput) => paySandbox(sessionId, card) });
}
