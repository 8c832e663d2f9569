import { createHmac, randomUUID } from 'node:crypto';
import type { IceServers } from '@swapyard/domain';

/** How long a browser's TURN credentials last: longer than any stream someone watches in one go. */
export const TURN_CREDENTIAL_TTL_SECONDS = 6 * 3600;

export interface TurnConfig {
  urls: string[];
  secret: string;
}

/**
 * TURN credentials in coturn's shared-secret scheme (use-auth-secret, docs/live-video.md "TURN"): the username is
 * the expiry time and an id, the password the HMAC-SHA1 of the username under the secret. coturn checks both
 * without asking us; the secret never leaves the server.
 */
export function iceServersFor(turn: TurnConfig | undefined, now = Date.now()): IceServers {
  if (!turn) return { iceServers: [] };
  const username = `${Math.floor(now / 1000) + TURN_CREDENTIAL_TTL_SECONDS}:${randomUUID()}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { iceServers: [{ urls: turn.urls, username, credential }] };
}
