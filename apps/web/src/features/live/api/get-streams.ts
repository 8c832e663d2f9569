import { liveStreamListSchema, type LiveStreamList } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** Viewer counts change without an event on the list's topic: the /live page reads them again this often. */
export const LIVE_LIST_REFRESH_MS = 30_000;

/** GET /api/live/streams: the streams live now and the page's figures (anyone). */
export function getLiveStreams(): Promise<LiveStreamList> {
  return apiRequest('/live/streams', liveStreamListSchema);
}

export const liveStreamsQueryOptions = () =>
  queryOptions({ queryKey: liveQueryKeys.streams, queryFn: getLiveStreams });

export const useLiveStreams = () =>
  useQuery({ ...liveStreamsQueryOptions(), refetchInterval: LIVE_LIST_REFRESH_MS });
