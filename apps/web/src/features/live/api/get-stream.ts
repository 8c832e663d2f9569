import { liveStreamSchema, type LiveStream } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** GET /api/live/streams/{id}: one stream, live or ended (anyone; 404 for an unknown id). */
export function getLiveStream(id: string): Promise<LiveStream> {
  return apiRequest(`/live/streams/${encodeURIComponent(id)}`, liveStreamSchema);
}

export const liveStreamQueryOptions = (id: string) =>
  queryOptions({ queryKey: liveQueryKeys.stream(id), queryFn: () => getLiveStream(id) });

export const useLiveStream = (id: string | null) =>
  useQuery({ ...liveStreamQueryOptions(id ?? ''), enabled: !!id });

export const isStreamNotFound = (error: unknown) => isApiError(error) && error.status === 404;
