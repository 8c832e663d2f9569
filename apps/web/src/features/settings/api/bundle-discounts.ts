import { bundlesEndpoints } from '@swapyard/domain/endpoints/bundles';
import type { BundleTier, BundleTiers } from '@swapyard/domain/bundles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { bundleQueryKeys } from '@/lib/query-keys';

/** A seller's bundle discounts (docs/product/trades.md, "Bundles"): set in Settings, shown on their items. */
export const useSellerDiscounts = (sellerId: string, enabled = true) =>
  useQuery({
    queryKey: bundleQueryKeys.discounts(sellerId),
    queryFn: (): Promise<BundleTiers> => callEndpoint(bundlesEndpoints.discounts, { params: { sellerId } }),
    enabled,
  });

export function useSetDiscounts(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tiers: BundleTier[]) => callEndpoint(bundlesEndpoints.setDiscounts, { body: { tiers } }),
    onSuccess: (saved) => queryClient.setQueryData(bundleQueryKeys.discounts(sellerId), saved),
  });
}
