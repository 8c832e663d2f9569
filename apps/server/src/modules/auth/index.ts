// The auth module's surface for other modules: the better-auth instance's type, the session middlewares and
// lookups routes use to know who asks, and the shape of the hooks that write a member's records with the account.
export type { Auth, SessionRefusal } from './auth.ts';
export type { UserHooks, UserRow } from './transaction-capture.ts';
export {
  optionalSession,
  requireSession,
  sessionUserId,
  type AuthedEnv,
  type MaybeAuthedEnv,
  type SessionUser,
} from './session.ts';
