import type { Context, MiddlewareHandler } from 'hono';
import { authMessages } from '@swapyard/domain';
import type { AppEnv } from '../http-context.ts';
import type { RateLimitStore } from './store.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Sign-in limits that stop password guessing without handing attackers a way to lock the owner out: the lockout
 * is per account AND client IP, so an attacker's guesses lock out the attacker, not the owner elsewhere.
 */
export interface SignInLimits {
  /** Attempts from one IP at any accounts (one client trying many accounts). */
  perIp: Limit;
  /** Attempts at one account from one IP; beyond it that IP is refused for that account until the window ends. */
  perAccountPerIp: Limit;
  /** Attempts at one account from every IP: beyond it the account is under attack from many places. */
  perAccount: Limit;
  /**
   * While the account is under attack, each IP gets only this many attempts per `perAccountPerIp` window: guessing
   * slows down however many IPs the attacker has, and the owner on any IP still has tries of their own.
   */
  perAccountPerIpUnderAttack: number;
}

/** Limits on the auth endpoints that can be used to guess passwords, flood sign-ups or spam mailboxes. */
export interface AuthRateLimits {
  signIn: SignInLimits;
  signUp: { perIp: Limit };
  /** Endpoints that mail a link on request: password reset and re-sent confirmation. */
  recovery: { perIp: Limit; perAccount: Limit };
}

const MINUTE = 60_000;
export const defaultAuthRateLimits: AuthRateLimits = {
  signIn: {
    perIp: { max: 20, windowMs: 10 * MINUTE },
    // The original lockout, ten wrong passwords for about fifteen minutes, now for the IP that made them
    // (docs/product/accounts.md, "Sign-in limits").
    perAccountPerIp: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 50, windowMs: 15 * MINUTE },
    perAccountPerIpUnderAttack: 3,
  },
  signUp: { perIp: { max: 10, windowMs: 60 * MINUTE } },
  recovery: { perIp: { max: 5, windowMs: 60 * MINUTE }, perAccount: { max: 3, windowMs: 60 * MINUTE } },
};

/** What a sign-in names: an e-mail address or a username, lowercased and trimmed. */
export type SignInIdentifier = { email: string } | { username: string };

/** Ties sign-in attempts to accounts (modules/auth), so the middleware stays free of the user table. */
export interface SignInAccounts {
  /** The id of the account `identifier` names, if any: its e-mail and its username count as one account. */
  resolve(identifier: SignInIdentifier): Promise<string | undefined>;
  /** Called once per `perAccount` window when the account passes its ceiling (tell the owner). Must not throw. */
  underAttack(accountId: string): Promise<void>;
}

type Group = keyof AuthRateLimits;

/** better-auth paths (under /api/auth) → limit group. better-auth 1.7 has no /forget-password path. */
export const rateLimitedAuthPaths: Record<string, Group> = {
  '/api/auth/sign-in/email': 'signIn',
  '/api/auth/sign-in/username': 'signIn',
  '/api/auth/sign-up/email': 'signUp',
  '/api/auth/request-password-reset': 'recovery',
  '/api/auth/send-verification-email': 'recovery',
};

/** The e-mail or username in the JSON body, lowercased and trimmed. */
async function identifierOf(c: Context): Promise<SignInIdentifier | undefined> {
  try {
    // Read a clone: better-auth reads the original body afterwards.
    const body = (await c.req.raw.clone().json()) as { email?: unknown; username?: unknown };
    const clean = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
    const email = clean(body.email);
    if (email) return { email };
    const username = clean(body.username);
    return username ? { username } : undefined;
  } catch {
    return undefined;
  }
}

export function rateLimitedResponse(c: Context, retryAfterMs: number): Response {
  const message = authMessages.tooManyAttempts;
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  // Top-level `message` too: the better-auth client surfaces `message` of a failed auth call.
  return c.json({ error: { code: 'RATE_LIMITED', message }, message }, 429);
}

interface Refusal {
  key: string;
  resetInMs: number;
}

/**
 * Counts attempts in fixed windows before they run, so a burst of parallel guesses cannot slip past a limit (it
 * also throttles sign-up and recovery floods). A sign-in with the right password is then taken back from its
 * account's counters: those count wrong passwords (and attempts still running), never the owner's sign-ins. If the store is
 * unreachable the attempt is let through and logged: an outage of Redis must not lock every member out.
 */
export function authRateLimit(options: {
  store: RateLimitStore;
  limits: AuthRateLimits;
  clientIp: (c: Context) => string;
  /** Without it, sign-in attempts are counted per identifier as typed (e-mail and username apart). */
  accounts?: SignInAccounts;
}): MiddlewareHandler<AppEnv> {
  const { store, limits } = options;

  const over = async (key: string, limit: Limit): Promise<Refusal | undefined> => {
    const hit = await store.hit(key, limit.windowMs);
    return hit.count > limit.max ? { key, resetInMs: hit.resetInMs } : undefined;
  };

  /** `counted`: the account's counters this attempt added to, taken back if the password was right. */
  const checkSignIn = async (c: Context, ip: string, counted: string[]): Promise<Refusal | undefined> => {
    const signIn = limits.signIn;
    const byIp = await over(`signIn:ip:${ip}`, signIn.perIp);
    if (byIp) return byIp;
    const identifier = await identifierOf(c);
    if (!identifier) return undefined;
    const accountId = await options.accounts?.resolve(identifier);
    const account = accountId
      ? `user:${accountId}`
      : 'email' in identifier
        ? `email:${identifier.email}`
        : `username:${identifier.username}`;
    const fromIpKey = `signIn:account-ip:${account}:${ip}`;
    const fromIp = await store.hit(fromIpKey, signIn.perAccountPerIp.windowMs);
    if (fromIp.count > signIn.perAccountPerIp.max) return { key: fromIpKey, resetInMs: fromIp.resetInMs };
    counted.push(fromIpKey);
    // Only attempts that reach the password check count towards the account's ceiling.
    const everywhereKey = `signIn:account:${account}`;
    const everywhere = await store.hit(everywhereKey, signIn.perAccount.windowMs);
    counted.push(everywhereKey);
    if (everywhere.count <= signIn.perAccount.max) return undefined;
    if (accountId) {
      const notice = await store.hit(`signIn:notice:${account}`, signIn.perAccount.windowMs);
      if (notice.count === 1) await options.accounts?.underAttack(accountId);
    }
    if (fromIp.count > signIn.perAccountPerIpUnderAttack) {
      return { key: `${fromIpKey}:under-attack`, resetInMs: fromIp.resetInMs };
    }
    return undefined;
  };

  const checkOthers = async (c: Context, group: Exclude<Group, 'signIn'>, ip: string) => {
    const groupLimits = limits[group];
    const byIp = await over(`${group}:ip:${ip}`, groupLimits.perIp);
    if (byIp || !('perAccount' in groupLimits)) return byIp;
    const identifier = await identifierOf(c);
    const name = identifier && ('email' in identifier ? identifier.email : identifier.username);
    return name ? over(`${group}:account:${name}`, groupLimits.perAccount) : undefined;
  };

  return async (c, next) => {
    const group = c.req.method === 'POST' ? rateLimitedAuthPaths[c.req.path] : undefined;
    if (!group) return next();
    const ip = options.clientIp(c);
    const counted: string[] = [];
    try {
      const refusal =
        group === 'signIn' ? await checkSignIn(c, ip, counted) : await checkOthers(c, group, ip);
      if (refusal) {
        c.get('logger').warn({ group, key: refusal.key }, 'auth rate limit reached');
        return rateLimitedResponse(c, refusal.resetInMs);
      }
    } catch (error) {
      c.get('logger').error({ err: error }, 'rate-limit store unavailable; letting the attempt through');
    }
    await next();
    // The right password: the owner's own sign-ins never count towards locking their account.
    if (c.res.status === 200 && counted.length > 0) {
      await Promise.all(counted.map((key) => store.undo(key))).catch((error: unknown) =>
        c.get('logger').error({ err: error }, 'rate-limit store unavailable; a sign-in stays counted'),
      );
    }
  };
}
