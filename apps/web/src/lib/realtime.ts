import { useEffect, useRef } from 'react';
import { RealtimeClient, type RealtimeEvent } from './realtime-client';

export type { RealtimeEvent } from './realtime-client';

let client: RealtimeClient | undefined;

/** The tab's one realtime connection (created on first use; the socket opens with the first subscription). */
export function realtimeClient(): RealtimeClient {
  if (!client) {
    client = new RealtimeClient({
      url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`,
    });
    const current = client;
    // Back online: no need to wait for the back-off timer.
    window.addEventListener('online', () => current.retryNow());
  }
  return client;
}

/**
 * Calls `onEvent` for every event published to `topic` while the component is mounted. Pass null while there is
 * nothing to listen to (a visitor: topics belong to members, so no socket is opened for them). `onReconnect` runs
 * when the topic is subscribed again after a reconnect: refetch (or invalidate) what may have been missed.
 */
export function useRealtime(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  options: { onReconnect?: () => void; onRefused?: (message: string) => void } = {},
): void {
  const latest = useRef({ onEvent, ...options });
  useEffect(() => {
    latest.current = { onEvent, ...options };
  });
  useEffect(() => {
    if (!topic) return;
    return realtimeClient().subscribe(topic, {
      event: (event) => latest.current.onEvent(event),
      reconnect: () => latest.current.onReconnect?.(),
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
