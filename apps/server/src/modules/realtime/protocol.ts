import {
  clientMessageSchema,
  MAX_CLIENT_MESSAGE_CHARS,
  type ClientMessage,
  type ServerMessage,
} from '@swapyard/domain';

/*
 * The protocol of `/api/realtime`, JSON text frames, declared in the domain (packages/domain/src/realtime.ts) for the
 * server and the web: `clientMessageSchema` (subscribe, unsubscribe, ping), `serverMessageSchema` (subscribed,
 * unsubscribed, pong, error, event, resync) and `realtimeEventSchema` (the events themselves).
 */

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
