import type { RealtimeHub } from '../../platform/realtime/index.ts';

/** 4401: the session ended (custom close codes live in 4000-4999); the client stops until signed in again. */
export const CLOSE_SESSION_ENDED = 4401;
/** 4001: the session was replaced by a new one on the same device (password change); the client reconnects. */
export const CLOSE_SESSION_RENEWED = 4001;

/**
 * Closes, on every instance and at once, the sockets a session opened: called when better-auth deletes the session
 * (sign-out, revocation, password change or reset, expiry). Until then a socket keeps the rights it was opened with.
 */
export function closeSessionSockets(
  hub: RealtimeHub,
  sessionId: string,
  options: { renewed?: boolean } = {},
): Promise<void> {
  return options.renewed
    ? hub.closeSockets({ sessionId }, CLOSE_SESSION_RENEWED, 'Session renewed')
    : hub.closeSockets({ sessionId }, CLOSE_SESSION_ENDED, 'Session ended');
}

/**
 * Closes every socket of a member, on every instance: for a suspension (the admin tools call it), whose sessions
 * must not receive one more private event.
 */
export function closeMemberSockets(hub: RealtimeHub, memberId: string): Promise<void> {
  return hub.closeSockets({ memberId }, CLOSE_SESSION_ENDED, 'Session ended');
}
