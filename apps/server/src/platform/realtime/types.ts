import type { RealtimeEvent } from '@swapyard/domain';

/**
 * What a published event looks like on the wire: `{ type: 'event', topic, event }` carries it to subscribers. One of
 * the events the domain declares (packages/domain/src/realtime.ts), each with its own data: the web reads it typed.
 */
export type { RealtimeEvent };

/**
 * Publishes events to topics (`user:{id}`, later `trade:{id}`, …). Call it only after the transaction that made the
 * change commits: subscribers refetch on the event and must see the committed state.
 */
export interface Realtime {
  publish(topic: string, event: RealtimeEvent): Promise<void>;
}
