import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIN_BID_INCREMENT_CENTS } from '@swapyard/domain';
import type { Database } from '../../platform/db.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { queryRows } from '../../test/query-rows.ts';

/*
 * The proxy rules (docs/product/live.md, "Maximum bids") as the database applies them under the auction's lock:
 * `live_asked_bid` and `live_contest` (migration 0043), called here on their own.
 */

let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

type Request = { amountCents?: number; maxCents?: number };

/** What a bid asks for at `priceCents`, against the leader's maximum when the bidder leads. */
async function askedBid(request: Request, priceCents: number, leaderMaxCents: number | null) {
  const [row] = await queryRows<{ amount_cents: number | null; max_cents: number }>(
    database.db,
    sql`select * from live_asked_bid(${request.amountCents ?? null}::integer, ${request.maxCents ?? null}::integer,
      ${priceCents}::integer, ${leaderMaxCents}::integer, ${MIN_BID_INCREMENT_CENTS}::integer)`,
  );
  return { amountCents: row!.amount_cents ?? undefined, maxCents: row!.max_cents };
}

/** The reason a bid is refused for (the SYBID error's message) and the figure its words quote. */
async function refusal(ask: Promise<unknown>) {
  const error = await ask.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const refused = findPgError(error, 'SYBID');
  if (!refused) throw new Error(`expected a refusal, got ${String(error)}`);
  return { reason: refused.message, figure: refused.detail ? Number(refused.detail) : undefined };
}

async function contest(newcomer: { amountCents: number; maxCents: number }, leaderMaxCents: number | null) {
  const [row] = await queryRows<{ newcomer_leads: boolean; price_cents: number }>(
    database.db,
    sql`select * from live_contest(${newcomer.amountCents}::integer, ${newcomer.maxCents}::integer,
      ${leaderMaxCents}::integer, ${MIN_BID_INCREMENT_CENTS}::integer)`,
  );
  return { leads: row!.newcomer_leads, priceCents: row!.price_cents };
}

describe('the bid asked for, at a price of $10', () => {
  it('an amount alone is its own maximum; with a maximum, both', async () => {
    expect(await askedBid({ amountCents: 1100 }, 1000, null)).toEqual({ amountCents: 1100, maxCents: 1100 });
    expect(await askedBid({ amountCents: 1200, maxCents: 3000 }, 1000, null)).toEqual({
      amountCents: 1200,
      maxCents: 3000,
    });
  });

  it('a maximum alone bids the lowest amount that leads', async () => {
    expect(await askedBid({ maxCents: 3000 }, 1000, null)).toEqual({ amountCents: 1100, maxCents: 3000 });
  });

  it('refuses a maximum below the next increment, or below the bid itself', async () => {
    expect(await refusal(askedBid({ maxCents: 1050 }, 1000, null))).toEqual({
      reason: 'bid_below_increment',
      figure: 1100,
    });
    expect(await refusal(askedBid({ amountCents: 1500, maxCents: 1400 }, 1000, null))).toEqual({
      reason: 'maximum_below_bid',
      figure: undefined,
    });
    expect(await refusal(askedBid({ amountCents: 1000 }, 1000, null))).toEqual({
      reason: 'bid_too_low',
      figure: 1000,
    });
  });

  it('lets the leader raise their maximum without moving the price, never lower it', async () => {
    expect(await askedBid({ maxCents: 5000 }, 1000, 3000)).toEqual({
      amountCents: undefined,
      maxCents: 5000,
    });
    expect(await refusal(askedBid({ maxCents: 3000 }, 1000, 3000))).toEqual({
      reason: 'maximum_not_raised',
      figure: 3000,
    });
    // The leader bidding again keeps the higher of the two maxima.
    expect(await askedBid({ amountCents: 1500 }, 1000, 3000)).toEqual({ amountCents: 1500, maxCents: 3000 });
    expect(await askedBid({ amountCents: 1500, maxCents: 4000 }, 1000, 3000)).toEqual({
      amountCents: 1500,
      maxCents: 4000,
    });
  });
});

describe('a newcomer against the leader’s maximum', () => {
  it('leads at their amount when nobody leads', async () => {
    expect(await contest({ amountCents: 1100, maxCents: 5000 }, null)).toEqual({
      leads: true,
      priceCents: 1100,
    });
  });

  it('beats a lower maximum by one increment, or by less when their own maximum is closer', async () => {
    expect(await contest({ amountCents: 1100, maxCents: 5000 }, 3000)).toEqual({
      leads: true,
      priceCents: 3100,
    });
    expect(await contest({ amountCents: 1100, maxCents: 3050 }, 3000)).toEqual({
      leads: true,
      priceCents: 3050,
    });
    // An amount above the leader's maximum plus the increment stands as bid.
    expect(await contest({ amountCents: 4000, maxCents: 5000 }, 3000)).toEqual({
      leads: true,
      priceCents: 4000,
    });
  });

  it('is beaten by a higher maximum, which then leads one increment above theirs', async () => {
    expect(await contest({ amountCents: 2000, maxCents: 2000 }, 3000)).toEqual({
      leads: false,
      priceCents: 2100,
    });
    expect(await contest({ amountCents: 1100, maxCents: 2950 }, 3000)).toEqual({
      leads: false,
      priceCents: 3000,
    });
  });

  it('loses a tie: the earlier maximum stands, at that maximum', async () => {
    expect(await contest({ amountCents: 1100, maxCents: 3000 }, 3000)).toEqual({
      leads: false,
      priceCents: 3000,
    });
  });
});
