import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { LiveStreamList } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** Viewer counts change without an event on the list's topic: the /live page reads them again this often. */
export const LIVE_LIST_REFRESH_MS = 30_000;

/** The streams live now and the page's figures (anyone). */
export function getLiveStreams(): Promise<LiveStreamList> {
  return callEndpoint(liveEndpoints.listStreams);
}

export const liveStreamsQueryOptions = () =>
  queryOptions({ queryKey: liveQueryKeys.streams, queryFn: getLiveStreams });

export const useLiveStreams = () =>
  useQuery({ ...liveStreamsQueryOptions(), refetchInterval: LIVE_LIST_REFRESH_MS });
