import { iceServersSchema, type IceServers } from '@swapyard/domain/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { liveQueryKeys } from './live-query-keys';

/** The server's credentials last hours; fetched again well before they expire. */
const ICE_SERVERS_STALE_MS = 60 * 60 * 1000;

/** GET /api/live/ice-servers: the TURN relays this deployment offers (none on a fresh install). */
export function getIceServers(): Promise<IceServers> {
  return apiRequest('/live/ice-servers', iceServersSchema);
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
