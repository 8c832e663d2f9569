import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveStream } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** One stream, live or ended (anyone; 404 for an unknown id). */
export function getLiveStream(id: string): Promise<LiveStream> {
  return callEndpoint(liveEndpoints.getStream, { params: { streamId: id } });
}

export const liveStreamQueryOptions = (id: string) =>
  queryOptions({ queryKey: liveQueryKeys.stream(id), queryFn: () => getLiveStream(id) });

export const useLiveStream = (id: string | null) =>
  useQuery({ ...liveStreamQueryOptions(id ?? ''), enabled: !!id });

export const isStreamNotFound = (error: unknown) => isApiError(error) && error.status === 404;
