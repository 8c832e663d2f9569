import { z } from 'zod';
import type { RealtimeEvent } from '../../platform/realtime/index.ts';

/*
 * The protocol of `/api/realtime`, JSON text frames.
 * Client → server: { type: 'subscribe', topic } | { type: 'unsubscribe', topic } | { type: 'ping' }.
 * Server → client: { type: 'subscribed', topic } | { type: 'unsubscribed', topic } | { type: 'pong' }
 *   | { type: 'error', topic?, message } (a refused subscription or a malformed message; the socket stays open)
 *   | { type: 'event', topic, event: { type, data? } }
 *   | { type: 'resync' } (events may have been lost on the server's side: refetch, as after a reconnect).
 */

/** Longer messages are refused unread (topics are short). */
export const MAX_CLIENT_MESSAGE_CHARS = 1024;

const topic = z.string().min(1).max(200);
const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic }),
  z.object({ type: z.literal('unsubscribe'), topic }),
  z.object({ type: z.literal('ping') }),
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: 'subscribed' | 'unsubscribed'; topic: string }
  | { type: 'pong' }
  | { type: 'resync' }
  | { type: 'error'; topic?: string; message: string }
  | { type: 'event'; topic: string; event: RealtimeEvent };

export function parseClientMessage(data: unknown): ClientMessage | { error: string } {
  if (typeof data !== 'string') return { error: 'Messages must be JSON text' };
  if (data.length > MAX_CLIENT_MESSAGE_CHARS) return { error: 'Message too long' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { error: 'Messages must be JSON text' };
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : { error: 'Unknown message' };
}

export function serverFrame(message: ServerMessage): string {
  return JSON.stringify(message);
}
