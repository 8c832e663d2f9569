// The auth module's surface for other modules: the better-auth instance's type, and the session middlewares and
// lookups routes use to know who asks.
export type { Auth } from './auth.ts';
export {
  optionalSession,
  requireRole,
  requireSession,
  sessionUserId,
  type AuthedEnv,
  type MaybeAuthedEnv,
  type SessionUser,
} from './session.ts';
