import { disputeSchema, tradeDisputesSchema, type CreateDispute } from '@swapyard/domain/disputes';
import { mediaEndpoints } from '@swapyard/domain/endpoints/media';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, callEndpoint } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

const disputesKey = (tradeId: string) => [...tradeQueryKeys.detail(tradeId), 'disputes'] as const;

/** GET /api/trades/{id}/disputes (docs/product/disputes.md). */
export const useTradeDisputes = (tradeId: string) =>
  useQuery({
    queryKey: disputesKey(tradeId),
    queryFn: () => apiRequest(`/trades/${encodeURIComponent(tradeId)}/disputes`, tradeDisputesSchema),
  });

/** Uploads an evidence photo, through the same pipeline as every photo. */
export function uploadEvidencePhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file);
  return callEndpoint(mediaEndpoints.uploadImage, { body });
}

/** POST /api/trades/{id}/disputes; the trade and its disputes are fetched again after it. */
export function useOpenDispute(tradeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDispute) =>
      apiRequest(`/trades/${encodeURIComponent(tradeId)}/disputes`, disputeSchema, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeQueryKeys.detail(tradeId) }),
  });
}
