import { bundlesEndpoints } from '@swapyard/domain/endpoints/bundles';
import type { BuyBundle, BundleList, BundleOfferInput } from '@swapyard/domain/bundles';
import type { Trade } from '@swapyard/domain/trades';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, useIdempotentRequest } from '@/lib/idempotency';
import { bundleQueryKeys, tradeQueryKeys } from '@/lib/query-keys';
import { invalidateAfterTradeChange } from './invalidate';

/** The signed-in member's bundles (docs/product/trades.md, "Bundles"). */
export const useBundles = (enabled = true) =>
  useQuery({
    queryKey: bundleQueryKeys.mine,
    queryFn: (): Promise<BundleList> => callEndpoint(bundlesEndpoints.list),
    enabled,
  });

/** Adding and removing answer the bundles as they now are. */
export function useBundleItem() {
  const queryClient = useQueryClient();
  const settle = (list: BundleList) => queryClient.setQueryData(bundleQueryKeys.mine, list);
  return {
    add: useMutation({
      mutationFn: (itemId: string) => callEndpoint(bundlesEndpoints.add, { body: { itemId } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (itemId: string) => callEndpoint(bundlesEndpoints.remove, { params: { itemId } }),
      onSuccess: settle,
    }),
  };
}

function buyBundle(input: BuyBundle, idempotencyKey: string): Promise<Trade> {
  return callEndpoint(bundlesEndpoints.buy, {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useBuyBundle() {
  const queryClient = useQueryClient();
  const sendBuyBundle = useIdempotentRequest(buyBundle);
  return useMutation({
    mutationFn: sendBuyBundle,
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: bundleQueryKeys.mine });
      await invalidateAfterTradeChange(queryClient);
    },
  });
}

function offerForBundle(input: BundleOfferInput, idempotencyKey: string): Promise<Trade> {
  return callEndpoint(bundlesEndpoints.offer, {
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** One offer for a whole bundle: a pending trade, held like any offer. */
export function useOfferForBundle() {
  const queryClient = useQueryClient();
  const sendOffer = useIdempotentRequest(offerForBundle);
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: (trade) => queryClient.setQueryData(tradeQueryKeys.detail(trade.id), trade),
    onSettled: () => invalidateAfterTradeChange(queryClient),
  });
}
