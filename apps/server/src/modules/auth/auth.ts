import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { openAPI, twoFactor, username } from 'better-auth/plugins';
import { appRoutes, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@swapyard/domain';
import * as schema from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { currentLogger } from '../../platform/request-context.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { OriginPolicy } from '../../platform/origins.ts';
import { confirmAccountMail, resetPasswordMail } from './emails.ts';
import { captureTransactions, currentDb, withUserHooks, type UserHooks } from './transaction-capture.ts';
import { validateAccountInput } from './validate-input.ts';

/** The client IP as resolved by our middleware (TRUST_PROXY aware), handed to better-auth for session records. */
export const CLIENT_IP_HEADER = 'x-swapyard-client-ip';
/** Vite's dev server: the web app runs there during `npm run dev` and proxies /api to us. */
export { VITE_DEV_ORIGIN } from '../../platform/origins.ts';

const DAY = 24 * 60 * 60;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  secret: string;
  /** The page origins trusted by the origin check (PUBLIC_URL, and more outside a deployment: platform/origins.ts). */
  origins: OriginPolicy;
  /**
   * The member's own records, written in the transaction that creates or renames the account: profile and
   * preferences (profiles/member-records.ts). Passed in, since those modules sit above auth (decision 022).
   */
  memberRecords: UserHooks;
  /**
   * A session was deleted (sign-out, revocation, password change or reset, expiry), after its transaction
   * committed; `renewed` when the same device got a new session in its place (password change). Must not throw.
   */
  onSessionEnded?: (session: { id: string; userId: string }, renewed: boolean) => Promise<void>;
  /**
   * Members who may not have a session (suspended: docs/product/moderation.md), asked before better-auth creates
   * one, whichever endpoint creates it (sign-in, two-factor, a confirmation link, a password change). Passed in,
   * since the rule belongs to a module above auth (decision 022).
   */
  refuseSession?: SessionRefusal;
  /**
   * Undefined (every deployment, and no setting changes it): better-auth's scrypt. The test suites pass a fast one
   * (test/fast-password-hasher.ts), since scrypt is slow by design and they create hundreds of accounts.
   */
  passwordHasher?: PasswordHasher;
}

export interface SessionRefusal {
  /** Whether `userId` may not have a session; `db` is the transaction better-auth is running, if any. */
  refuses(db: Db, userId: string): Promise<boolean>;
  /** Whether a failed session insert is the database refusing it for the same reason (a race with the check). */
  refusedBy(error: unknown): boolean;
  /** better-auth's answer then, a 403: the sign-in form shows the message. */
  answer: { code: string; message: string };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth({
  db,
  mailer,
  logger,
  publicUrl,
  secret,
  origins,
  memberRecords,
  onSessionEnded,
  refuseSession,
  passwordHasher,
}: AuthDeps) {
  return betterAuth({
    appName: 'Swapyard',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    database: withUserHooks(
      drizzleAdapter(captureTransactions(db), { provider: 'pg', schema, transaction: true }),
      db,
      memberRecords,
      // The database refused the session of a sign-in that raced a suspension: answer as the hook below does.
      (error) => {
        if (refuseSession?.refusedBy(error)) throw new APIError('FORBIDDEN', refuseSession.answer);
      },
    ),
    // Asked per request: on the embedded default the machine's own address the request came in on is trusted too.
    trustedOrigins: (request) => origins.trustedOrigins(request),
    hooks: { before: validateAccountInput },
    databaseHooks: {
      session: {
        create: {
          async before(session) {
            // Thrown, better-auth answers it as is (403 with our code and message); the sign-in form shows it. Read
            // in better-auth's own transaction when it runs one (a password change): PGlite has one connection.
            if (await refuseSession?.refuses(currentDb(db), session.userId)) {
              throw new APIError('FORBIDDEN', refuseSession!.answer);
            }
          },
        },
        delete: {
          async after(session, context) {
            // better-auth runs this for every session it deletes, whichever endpoint (or expiry) deleted it.
            const current = context?.context.session?.session.id;
            const renewed = context?.path === '/change-password' && current === session.id;
            await onSessionEnded?.({ id: session.id, userId: session.userId }, renewed);
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      password: passwordHasher,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // An unconfirmed member cannot sign in; a sign-in attempt re-sends the confirmation (sendOnSignIn below).
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A password reset is what a member does after losing control of the account: end every session.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(
          resetPasswordMail(user.email, user.name, withCallback(url, appRoutes.resetPassword)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      async sendVerificationEmail({ user, url }) {
        // The confirmation link lands on /survey (docs/product/accounts.md), also when re-sent by a sign-in attempt
        // (callbackURL "/").
        await mailer.send(confirmAccountMail(user.email, user.name, withCallback(url, appRoutes.survey)));
      },
    },
    session: {
      expiresIn: 30 * DAY,
      // An active member's session is extended at most once a day.
      updateAge: DAY,
      // No cookie cache (and no secondary storage): every request reads its session row, so a session deleted by a
      // sign-out, a revocation or a suspension (docs/product/moderation.md) ends on the very next request.
      cookieCache: { enabled: false },
    },
    // Our own middleware limits the auth endpoints (shared store, per account too); two-factor guessing is covered
    // by the twoFactor plugin's account lockout.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'swapyard',
      // joins: the session and its member in one statement (relations in db/schema/auth.ts), not two in a row; every
      // signed-in request looks its session up.
      database: { generateId: 'uuid', joins: true },
      // better-auth turns origin checks off under NODE_ENV=test; keep them on so tests see production behaviour.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      // Into the current request's logger, so better-auth's lines carry the request id too.
      log: (level, message, ...args) => {
        currentLogger(logger)[level](
          { module: 'better-auth', details: args.length ? args : undefined },
          message,
        );
      },
    },
    plugins: [
      username({ minUsernameLength: USERNAME_MIN_LENGTH, maxUsernameLength: USERNAME_MAX_LENGTH }),
      twoFactor({ issuer: 'Swapyard' }),
      // Serves better-auth's own OpenAPI document (shown offline by our /api/docs); its CDN-based page stays off.
      openAPI({ disableDefaultReference: true }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Where a mailed link lands when the client named no page (better-auth then uses "" or "/"). The reset link is
 * `/api/auth/reset-password/<token>?callbackURL=<redirectTo>` and redirects to `<redirectTo>?token=<token>`; the
 * confirmation link is `/api/auth/verify-email?token=…&callbackURL=…` and redirects to the callback, signed in.
 */
function withCallback(url: string, fallbackPath: string): string {
  const parsed = new URL(url);
  const current = parsed.searchParams.get('callbackURL');
  if (!current || current === '/') parsed.searchParams.set('callbackURL', fallbackPath);
  return parsed.toString();
}
