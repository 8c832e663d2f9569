import type {
  ChooseHandoverInput,
  Handover,
  MeetupProposalInput,
  ShipmentInput,
} from '@swapyard/domain/handovers';
import { handoversEndpoints } from '@swapyard/domain/endpoints/handovers';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, intentRunner } from '@/lib/idempotency';
import { itemsQueryKey, tradeQueryKeys, walletQueryKeys } from '@/lib/query-keys';
import { handoverQueryKeys } from './keys';

type HandoverList = { handovers: Handover[]; buysLabels: boolean };

/** An accepted trade's handovers, one per direction the items go (empty for a trade accepted before them). */
export const useTradeHandovers = (tradeId: string) =>
  useQuery({
    queryKey: handoverQueryKeys.ofTrade(tradeId),
    queryFn: (): Promise<HandoverList> => callEndpoint(handoversEndpoints.ofTrade, { params: { tradeId } }),
    refetchOnWindowFocus: true,
  });

/** What a member does to a handover; each answers the handover as it now stands. */
export type HandoverAction =
  | { action: 'choose'; body: ChooseHandoverInput }
  | { action: 'ship'; body: ShipmentInput }
  | { action: 'proposeMeetup'; body: MeetupProposalInput }
  | { action: 'enterCode'; body: { code: string } }
  | {
      action:
        'received' | 'everythingOk' | 'cancel' | 'acceptMeetup' | 'cancelMeetup' | 'noShow' | 'buyLabel';
    };

/**
 * The meetup's steps can happen to a handover again (a proposal countered, a meetup agreed, missed and arranged
 * anew, a call-off asked for each meetup), so each press is an intent of its own (intentRunner) rather than the step.
 */
const REPEATABLE: ReadonlySet<HandoverAction['action']> = new Set([
  'proposeMeetup',
  'acceptMeetup',
  'cancelMeetup',
  'noShow',
]);

function runHandoverAction(
  handoverId: string,
  input: HandoverAction,
  // The other steps happen to a handover once, so the step is the intent (a refusal frees the key for another try).
  key = `handover-${input.action}-${handoverId}`,
): Promise<Handover> {
  const params = { handoverId };
  const headers = { [IDEMPOTENCY_HEADER]: key };
  switch (input.action) {
    case 'choose':
      return callEndpoint(handoversEndpoints.choose, { params, body: input.body, headers });
    case 'ship':
      return callEndpoint(handoversEndpoints.ship, { params, body: input.body, headers });
    case 'proposeMeetup':
      return callEndpoint(handoversEndpoints.proposeMeetup, { params, body: input.body, headers });
    case 'enterCode':
      return callEndpoint(handoversEndpoints.enterCode, { params, body: input.body, headers });
    default:
      return callEndpoint(handoversEndpoints[input.action], { params, headers });
  }
}

/**
 * After a handover moves: the trade and its handovers (under the trades' root; the last one received completes the
 * trade), the wallets (a cancel or a meetup called off refunds, Everything OK or the handover code releases the
 * money) and the items (a cancelled trade frees them).
 */
function invalidateAfterHandoverChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tradeQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  ]);
}

/**
 * A step of one handover. The answer replaces it in its trade's list at once; the hook's own callbacks run even
 * when the component that asked is gone (it usually is: the next state shows other controls).
 */
export function useHandoverAction(handover: Pick<Handover, 'id' | 'tradeId'>) {
  const queryClient = useQueryClient();
  const key = handoverQueryKeys.ofTrade(handover.tradeId);
  // A repeatable step keeps its key until it gets a definite answer, so a retry after a lost answer repeats it.
  const repeatable = useMemo(
    () =>
      intentRunner((input: HandoverAction, idempotencyKey: string) =>
        runHandoverAction(handover.id, input, idempotencyKey),
      ),
    [handover.id],
  );
  return useMutation({
    mutationFn: (input: HandoverAction) =>
      REPEATABLE.has(input.action) ? repeatable(input) : runHandoverAction(handover.id, input),
    onSuccess: (updated) =>
      queryClient.setQueryData<HandoverList>(key, (list) =>
        list ? { ...list, handovers: list.handovers.map((h) => (h.id === updated.id ? updated : h)) } : list,
      ),
    onSettled: () => invalidateAfterHandoverChange(queryClient),
  });
}
