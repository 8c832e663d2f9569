import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import type { IceServers } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** The server's credentials last hours; fetched again well before they expire. */
const ICE_SERVERS_STALE_MS = 60 * 60 * 1000;

/** The TURN relays this deployment offers (none on a fresh install). */
export function getIceServers(): Promise<IceServers> {
  return callEndpoint(liveEndpoints.iceServers);
}

export const iceServersQueryOptions = () =>
  queryOptions({
    queryKey: liveQueryKeys.iceServers,
    queryFn: getIceServers,
    staleTime: ICE_SERVERS_STALE_MS,
  });

/**
 * The ICE servers for a peer connection (docs/live-video.md "TURN"); undefined while loading. Should the request
 * fail, none: on a LAN or with a public SFU the connection works without a relay.
 */
export function useIceServers(): RTCIceServer[] | undefined {
  const query = useQuery(iceServersQueryOptions());
  if (query.data) return query.data.iceServers;
  return query.isError ? [] : undefined;
}
