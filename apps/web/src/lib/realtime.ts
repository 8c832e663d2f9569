import { useEffect, useRef } from 'react';
import { REALTIME_PATH } from '@swapyard/domain/realtime';
import { RealtimeClient, type RealtimeEvent } from './realtime-client';

export type { RealtimeEvent } from './realtime-client';

let client: RealtimeClient | undefined;

/** The tab's one realtime connection (created on first use; the socket opens with the first subscription). */
export function realtimeClient(): RealtimeClient {
  if (!client) {
    client = new RealtimeClient({
      url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`,
    });
    const current = client;
    // Back online: no need to wait for the back-off timer.
    window.addEventListener('online', () => current.retryNow());
  }
  return client;
}

/**
 * Calls `onEvent` for every event published to `topic` while the component is mounted. Pass null while there is
 * nothing to listen to (a visitor: topics belong to members, so no socket is opened for them). `onCatchUp` runs
 * whenever events may have been missed: refetch what the events keep current, with `refetchFromNow`
 * (lib/live-query-cache.ts) so that a fetch already in flight does not stand for it. That is once the
 * topic's first subscription is confirmed (data fetched before it, as a page rendered by the server comes with,
 * can have missed an event in between), after every reconnect, and when the server lost events.
 */
export function useRealtime(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  options: { onCatchUp?: () => void; onRefused?: (message: string) => void } = {},
): void {
  const latest = useRef({ onEvent, ...options });
  useEffect(() => {
    latest.current = { onEvent, ...options };
  });
  useEffect(() => {
    if (!topic) return;
    return realtimeClient().subscribe(topic, {
      event: (event) => latest.current.onEvent(event),
      reconnect: () => latest.current.onCatchUp?.(),
      subscribed: () => latest.current.onCatchUp?.(),
      refused: (message) => latest.current.onRefused?.(message),
    });
  }, [topic]);
}

/** Runs `callback` after every reconnect once all topics are subscribed again: refetch what may have been missed. */
export function useRealtimeReconnect(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => realtimeClient().onReconnect(() => latest.current()), []);
}

/**
 * Reopens the tab's socket when the signed-in member changes (`memberId`: undefined while unknown, null for a
 * visitor), so the socket always speaks for the session: a visitor watching a live stream who signs in gets their
 * own topics on the next socket.
 */
export function useRealtimeIdentity(memberId: string | null | undefined): void {
  const seen = useRef(memberId);
  useEffect(() => {
    if (memberId === undefined || seen.current === memberId) return;
    const before = seen.current;
    seen.current = memberId;
    if (before !== undefined) realtimeClient().reopen();
  }, [memberId]);
}
