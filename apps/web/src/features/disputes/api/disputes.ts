import type { CreateDispute } from '@swapyard/domain/disputes';
import { disputesEndpoints } from '@swapyard/domain/endpoints/disputes';
import { mediaEndpoints } from '@swapyard/domain/endpoints/media';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { tradeQueryKeys } from '@/lib/query-keys';

const disputesKey = (tradeId: string) => [...tradeQueryKeys.detail(tradeId), 'disputes'] as const;

/** The trade's disputes, newest first (docs/product/disputes.md). */
export const useTradeDisputes = (tradeId: string) =>
  useQuery({
    queryKey: disputesKey(tradeId),
    queryFn: () => callEndpoint(disputesEndpoints.list, { params: { tradeId } }),
  });

/** Uploads an evidence photo, through the same pipeline as every photo. */
export function uploadEvidencePhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file);
  return callEndpoint(mediaEndpoints.uploadImage, { body });
}

/** Opens a dispute on the trade; the trade and its disputes are fetched again after it. */
export function useOpenDispute(tradeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDispute) => callEndpoint(disputesEndpoints.open, { params: { tradeId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeQueryKeys.detail(tradeId) }),
  });
}
