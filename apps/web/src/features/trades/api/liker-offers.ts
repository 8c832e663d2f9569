import { tradesEndpoints } from '@swapyard/domain/endpoints/trades';
import type { LikerOffer, LikerOfferState, SendLikerOffer } from '@swapyard/domain/trades';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';
import { tradeQueryKeys } from '@/lib/query-keys';

/** An item's running offer to likers, as the signed-in member may see it (docs/product/trades.md). */
export const useLikerOffer = (itemId: string, enabled: boolean) =>
  useQuery({
    queryKey: tradeQueryKeys.likerOffer(itemId),
    queryFn: (): Promise<LikerOfferState> => callEndpoint(tradesEndpoints.likerOffer, { params: { itemId } }),
    enabled,
  });

function sendLikerOffer(input: SendLikerOffer, idempotencyKey: string): Promise<LikerOffer> {
  return callEndpoint(tradesEndpoints.sendLikerOffer, {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useSendLikerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentRequest(sendLikerOffer),
    onSettled: (_offer: LikerOffer | undefined, _error: unknown, input: SendLikerOffer) =>
      queryClient.invalidateQueries({ queryKey: tradeQueryKeys.likerOffer(input.itemId) }),
  });
}
