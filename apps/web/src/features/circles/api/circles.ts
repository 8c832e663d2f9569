import { CIRCLE_CHANGED_EVENT, type SwapCircle } from '@swapyard/domain/circles';
import { circlesEndpoints } from '@swapyard/domain/endpoints/circles';
import type { TradePaymentMethod } from '@swapyard/domain/trades';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterTradeChange } from '@/features/trades/cache';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency';
import { refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';

export const circlesQueryKey = ['circles'] as const;

/** The member's proposed circles, soonest to expire first. */
export const circlesQueryOptions = () =>
  queryOptions({ queryKey: circlesQueryKey, queryFn: () => callEndpoint(circlesEndpoints.list) });

/**
 * The member's circles, kept current by their topic `user:{id}`: a circle proposed, accepted by someone or closed
 * publishes `circle.changed` there; on a catch-up they are refetched for whatever was missed.
 */
export function useCircles(meId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => void refetchFromNow(queryClient, { queryKey: circlesQueryKey });
  useRealtime(meId ? `user:${meId}` : null, (event) => event.type === CIRCLE_CHANGED_EVENT && refresh(), {
    onCatchUp: refresh,
  });
  return useQuery({ ...circlesQueryOptions(), enabled: meId !== null });
}

export type CircleAction = { action: 'accept'; paymentMethod?: TradePaymentMethod } | { action: 'decline' };

interface CircleActionOutcome {
  onDone: (circle: SwapCircle, input: CircleAction) => void;
  onFailed: (error: Error) => void;
}

/**
 * Accept or decline a proposed circle. Each happens to a circle once per member, so the action is the intent
 * (a refused accept frees the key: accepting again with another wallet is a new try). Accepting may complete the
 * circle: trades, wallets and items move, so they are refreshed with the circles. The card goes away once the list
 * is refetched, so its toasts are passed here (callbacks given to `mutate()` are dropped with their component).
 */
export function useCircleAction(circleId: string, outcome: CircleActionOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CircleAction): Promise<SwapCircle> => {
      const headers = { [IDEMPOTENCY_HEADER]: `circle-${input.action}-${circleId}` };
      const params = { id: circleId };
      if (input.action === 'decline') return callEndpoint(circlesEndpoints.decline, { params, headers });
      const body = input.paymentMethod ? { paymentMethod: input.paymentMethod } : {};
      return callEndpoint(circlesEndpoints.accept, { params, body, headers });
    },
    onSuccess: (circle, input) => outcome.onDone(circle, input),
    onError: (error) => outcome.onFailed(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: circlesQueryKey }),
        invalidateAfterTradeChange(queryClient),
      ]),
  });
}
