// The auth module's surface for other modules: the better-auth instance's type, the session middlewares and
// lookups routes use to know who asks, the hooks other modules fill to take part in accounts and sessions, and its
// manifest (the app's one Auth is built here, from those hooks).
import { hook, hookList } from '../../platform/hooks.ts';
import { defaultAuthRateLimits } from '../../platform/rate-limit/auth-rate-limit.ts';
import { defineModule } from '../manifest.ts';
import { createAuth, type Auth, type SessionRefusal } from './auth.ts';
import { authRoutes } from './routes.ts';
import { sessionCacheOf } from './session.ts';
import { signInAccounts } from './sign-in-accounts.ts';
import type { UserHooks } from './transaction-capture.ts';

export type { Auth, PasswordHasher, SessionRefusal } from './auth.ts';
export type { UserHooks, UserRow } from './transaction-capture.ts';
export {
  optionalSession,
  requireSession,
  sessionUserId,
  type AuthedEnv,
  type MaybeAuthedEnv,
  type SessionUser,
} from './session.ts';

/** What other modules plug into accounts and sessions (auth imports no module: decision 022). */
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const authHooks = {
  /** Writes a new member's records in the account's transaction (profiles: profile and preferences). */
  memberRecords: hook<UserHooks>('auth.memberRecords'),
  /** Who may not have a session (member-admin: a suspended member). */
  sessionRefusal: hook<SessionRefusal>('auth.sessionRefusal'),
  /** A session ended or was renewed (realtime: its sockets close, not one more private event after sign-out). */
  sessionEnded:
    hookList<(session: { id: string; userId: string }, renewed: boolean) => Promise<void>>(
      'auth.sessionEnded',
    ),
};

export const authModule = defineModule({
  name: 'auth',
  // The session cache's listening, once started (start and stop below).
  state: () => ({ stopListening: undefined as (() => Promise<void>) | undefined }),
  auth: ({ db, mailer, logger, config, authSecret, origins, passwordHasher, hooks }) => {
    const sessionEnded = hooks.sequence(authHooks.sessionEnded);
    const auth: Auth = createAuth({
      db,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      secret: authSecret,
      origins,
      memberRecords: hooks.get(authHooks.memberRecords),
      onSessionEnded: async (session, renewed) => {
        // Forgotten here before the answer goes out; other instances hear it from the database (decision 048).
        sessionCacheOf(auth).forget(`session:${session.id}`);
        await sessionEnded?.(session, renewed);
      },
      refuseSession: hooks.find(authHooks.sessionRefusal),
      passwordHasher,
    });
    return auth;
  },
  // Sessions are remembered per instance only while it hears every change to them (session-cache.ts).
  start: async ({ auth, database, logger }, state) => {
    state.stopListening = await sessionCacheOf(auth).listen(database, logger);
  },
  stop: (state) => state.stopListening?.(),
  routes: ({ db, auth, mailer, logger, config, clientIp, rateLimitStore, authRateLimits }) => [
    authRoutes({
      auth,
      clientIp,
      publicUrl: config.publicUrl,
      rateLimit: config.authRateLimit
        ? {
            store: rateLimitStore,
            limits: authRateLimits ?? defaultAuthRateLimits,
            accounts: signInAccounts({ db, mailer, logger, publicUrl: config.publicUrl }),
          }
        : undefined,
    }),
  ],
});
