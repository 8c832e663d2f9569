import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { AppError } from '../errors.ts';
import type { RecurringJob } from '../jobs/index.ts';

/**
 * Idempotency keys (docs/decisions/014-idempotency-keys.md), Stripe's model: a request that moves money or creates
 * an offer carries `Idempotency-Key`, one per user intent. The first request with a key claims it in the database
 * (primary key per member and key) and runs; a successful answer is stored with it and replayed to every repeat, so a
 * double-click, a retried request or a second tab never moves money twice and never turns a success into an error.
 * A key used again for a different request is refused. A failed request (any non-2xx answer: nothing was changed,
 * its transaction rolled back) frees its key, so the same intent can be tried again.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_MESSAGES = {
  missing: 'This request needs an Idempotency-Key header',
  invalid: 'Idempotency-Key must be 1 to 255 visible characters',
  reused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'This request is still being processed. Please wait a moment.',
} as const;

const validKey = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first request to finish before it is told to come back. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

interface Claim {
  userId: string;
  key: string;
  requestHash: string;
}

/** For routes after requireSession (needs `user`): wraps the handler with the claim, store and replay. */
export function idempotent(db: Db): MiddlewareHandler<{ Variables: { user: { id: string } } }> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) throw new AppError('BAD_REQUEST', IDEMPOTENCY_MESSAGES.missing);
    if (!validKey.test(key)) throw new AppError('BAD_REQUEST', IDEMPOTENCY_MESSAGES.invalid);
    // Hono caches the body, so the route's validator reads the same text again.
    const body = await c.req.text();
    const requestHash = createHash('sha256').update(`${c.req.method}\n${c.req.path}\n${body}`).digest('hex');
    const claim: Claim = { userId: c.get('user').id, key, requestHash };

    const replay = await claimOrReplay(db, claim);
    if (replay) {
      return new Response(replay.body, {
        status: replay.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    try {
      await next();
    } catch (error) {
      await release(db, claim);
      throw error;
    }
    if (c.res.status >= 200 && c.res.status < 300) {
      const answer = await c.res.clone().text();
      await db
        .update(idempotencyKeys)
        .set({ statusCode: c.res.status, responseBody: answer })
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    } else {
      await release(db, claim);
    }
  };
}

/**
 * Claims the key (undefined: this request runs), or answers the stored success of the request that claimed it
 * first, waiting for it while it runs. A key freed by a failed first request is claimed again.
 */
async function claimOrReplay(db: Db, claim: Claim): Promise<{ status: number; body: string } | undefined> {
  const started = Date.now();
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values(claim)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return undefined;
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    if (first) {
      if (first.requestHash !== claim.requestHash)
        throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.reused);
      if (first.statusCode !== null) return { status: first.statusCode, body: first.responseBody ?? '' };
      if (Date.now() - started > WAIT_FOR_FIRST_MS)
        throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Repeats come within seconds; after a day keys are forgotten (Stripe keeps them 24 hours too). */
const KEY_TTL_HOURS = 24;
const FORGET_PER_RUN = 5000;

/**
 * Forgets keys older than a day, a batch at a time, on one instance every ten minutes (not in each request: that was a
 * statement per money-moving request). A key is refused or replayed for at least its day, a little longer between runs.
 */
export const forgetOldIdempotencyKeys: RecurringJob = {
  kind: 'idempotency.forget_old_keys',
  everyMs: 10 * 60 * 1000,
  async run(db) {
    const old = db
      .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEY_TTL_HOURS}::int)`)
      .limit(FORGET_PER_RUN);
    const forgotten = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${old})`)
      .returning({ key: idempotencyKeys.key });
    return forgotten.length === FORGET_PER_RUN ? { more: true } : undefined;
  },
};

/** Frees a claim whose request failed (only while unanswered: a stored success is never removed). */
async function release(db: Db, claim: Claim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}
