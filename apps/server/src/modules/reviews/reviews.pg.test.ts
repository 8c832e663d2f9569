import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  profileMessages,
  reviewableTradeListSchema,
  reviewListSchema,
  userReviewListSchema,
  type Review,
  type ReviewableTradeList,
  type ReviewList,
  type TradeStatus,
  type UserReviewList,
} from '@swapyard/domain';
import { profiles, trades, userFollows, userRatings } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { eq } from 'drizzle-orm';
import { ratingSummary } from '../profiles/service.ts';

let t: TestApp;
beforeAll(async () => {
  // Many members sign in here; the sign-in rate limit has its own tests.
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

interface Member {
  user: TestUser;
  client: TestClient;
}
async function member(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(t, overrides);
  return { user, client: await signedInClient(t, user) };
}

/** A trade inserted directly (not through the trade flow), completed unless told otherwise. */
async function trade(
  owner: Pick<Member, 'user'>,
  requester: Pick<Member, 'user'>,
  status: TradeStatus = 'completed',
  updatedAt?: Date,
) {
  const item = await createItem(t, owner.user, { title: `Jacket of ${owner.user.username}` });
  const [row] = await t.db
    .insert(trades)
    .values({
      ownerId: owner.user.id,
      requesterId: requester.user.id,
      ownerItemId: item.id,
      status,
      updatedAt,
    })
    .returning();
  return row!;
}

const review = (client: TestClient, tradeId: string, body: unknown) =>
  client.post(`/api/trades/${tradeId}/review`, body);

async function listAbout(client: TestClient, id: string, query = ''): Promise<UserReviewList> {
  const res = await client.get(`/api/users/${id}/reviews${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as UserReviewList;
  expect(userReviewListSchema.parse(body)).toEqual(body);
  return body;
}

async function listMine(client: TestClient, query: string): Promise<ReviewList> {
  const res = await client.get(`/api/me/reviews${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as ReviewList;
  expect(reviewListSchema.parse(body)).toEqual(body);
  return body;
}

/** Reviews written directly at chosen times with chosen ratings, so order and averages do not depend on the clock. */
async function reviewsAbout(rated: Member, ratings: number[]) {
  for (const [i, rating] of ratings.entries()) {
    const rater = { user: await createUser(t) };
    const done = await trade(rated, rater);
    await t.db.insert(userRatings).values({
      tradeId: done.id,
      raterId: rater.user.id,
      ratedUserId: rated.user.id,
      rating,
      comment: `Review ${i + 1}`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
    });
  }
}

describe('POST /api/trades/{tradeId}/review', () => {
  it('lets each party of a completed trade review the other once, with a rating and text', async () => {
    const owner = await member({ fullName: 'Olive Owner' });
    const requester = await member({ fullName: 'Rita Requester' });
    const done = await trade(owner, requester);

    const res = await review(requester.client, done.id, {
      rating: 5,
      comment: '  Lovely jacket, fast swap!  ',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Review;
    expect(body).toMatchObject({
      tradeId: done.id,
      rating: 5,
      comment: 'Lovely jacket, fast swap!',
      rater: {
        id: requester.user.id,
        username: requester.user.username,
        fullName: 'Rita Requester',
        avatarUrl: null,
      },
      ratedUser: { id: owner.user.id, fullName: 'Olive Owner' },
    });

    // The other direction is its own review.
    const back = await review(owner.client, done.id, { rating: 4 });
    expect(back.status).toBe(201);
    expect(await back.json()).toMatchObject({
      rating: 4,
      comment: null,
      ratedUser: { id: requester.user.id },
    });
  });

  it('answers 409 to a second review of the same trade and direction, even two at once', async () => {
    const owner = await member();
    const requester = await member();
    const done = await trade(owner, requester);
    expect((await review(requester.client, done.id, { rating: 5 })).status).toBe(201);
    const again = await review(requester.client, done.id, { rating: 1, comment: 'changed my mind' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'You have already reviewed this trade' },
    });

    const twice = await Promise.all([
      review(owner.client, done.id, { rating: 3 }),
      review(owner.client, done.id, { rating: 3 }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(userRatings).where(eq(userRatings.tradeId, done.id));
    expect(rows).toHaveLength(2);
  });

  it('tells each party, in the trade itself, whether they already reviewed it', async () => {
    const owner = await member();
    const requester = await member();
    const done = await trade(owner, requester);
    const reviewedByMe = async (who: Member) => {
      const res = await who.client.get(`/api/trades/${done.id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { reviewedByMe: boolean }).reviewedByMe;
    };
    expect(await reviewedByMe(requester)).toBe(false);
    expect((await review(requester.client, done.id, { rating: 5 })).status).toBe(201);
    expect(await reviewedByMe(requester)).toBe(true);
    // The other party's review is their own: the owner has not reviewed yet.
    expect(await reviewedByMe(owner)).toBe(false);
    const list = await owner.client.get('/api/trades');
    expect(((await list.json()) as { trades: unknown[] }).trades).toEqual([
      expect.objectContaining({ id: done.id, reviewedByMe: false }),
    ]);
  });

  it('answers 403 while the trade is not completed', async () => {
    const owner = await member();
    const requester = await member();
    for (const status of ['pending', 'accepted', 'rejected', 'cancelled', 'expired'] as const) {
      const open = await trade(owner, requester, status);
      const res = await review(requester.client, open.id, { rating: 5 });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: 'You can review a member once your trade with them is completed',
        },
      });
    }
  });

  it('answers 403 to a member who is not a party of the trade', async () => {
    const owner = await member();
    const requester = await member();
    const outsider = await member();
    const done = await trade(owner, requester);
    const res = await review(outsider.client, done.id, { rating: 1 });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only the two members of a trade can review each other' },
    });
    expect(await t.db.select().from(userRatings).where(eq(userRatings.tradeId, done.id))).toEqual([]);
  });

  it('rejects ratings outside 1-5, fractions and overlong text with 400', async () => {
    const owner = await member();
    const requester = await member();
    const done = await trade(owner, requester);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 5, comment: 'x'.repeat(1001) },
    ]) {
      const res = await review(requester.client, done.id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await t.db.select().from(userRatings).where(eq(userRatings.tradeId, done.id))).toEqual([]);
  });

  it('answers 404 for unknown and malformed trade ids, and 401 when signed out', async () => {
    const someone = await member();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await review(someone.client, id, { rating: 5 });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Trade not found' } });
    }
    const done = await trade(someone, await member());
    expect((await review(t.client(), done.id, { rating: 5 })).status).toBe(401);
  });
});

describe('GET /api/users/{id}/reviews', () => {
  it('lists reviews about the member newest first with the rater, the average to one decimal and the count', async () => {
    const rated = await member({ username: 'RatedRuth' });
    await reviewsAbout(rated, [5, 4, 5]);
    const body = await listAbout(t.client(), rated.user.id);
    expect(body.summary).toEqual({ average: 4.7, count: 3 });
    expect(body.reviews.map((r) => r.comment)).toEqual(['Review 3', 'Review 2', 'Review 1']);
    expect(body.reviews[0]!.rater.username).toMatch(/^member_/);
    expect(body.reviews.every((r) => r.ratedUser.id === rated.user.id)).toBe(true);
    // By username too, case-insensitively (the public profile's address).
    expect(await listAbout(t.client(), 'ratedruth')).toEqual(body);
    expect(await ratingSummary(t.db, rated.user.id)).toEqual({ average: 4.7, count: 3 });
  });

  it('pages with a cursor, and summarises a member without reviews as null and 0', async () => {
    const rated = await member();
    await reviewsAbout(rated, [1, 2, 2, 3, 5]);
    const first = await listAbout(t.client(), rated.user.id, '?limit=2');
    expect(first.summary).toEqual({ average: 2.6, count: 5 });
    const second = await listAbout(t.client(), rated.user.id, `?limit=2&cursor=${first.nextCursor}`);
    const third = await listAbout(t.client(), rated.user.id, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.reviews, ...second.reviews, ...third.reviews].map((r) => r.comment)).toEqual([
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
      'Review 1',
    ]);
    expect(third.nextCursor).toBeNull();

    const nobody = await member();
    expect(await listAbout(t.client(), nobody.user.id)).toEqual({
      reviews: [],
      nextCursor: null,
      summary: { average: null, count: 0 },
    });
  });

  it("answers 404 'User not found' for unknown members and 400 for a bad cursor", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no_such_member']) {
      const res = await t.client().get(`/api/users/${id}/reviews`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }
    const someone = await member();
    const res = await t.client().get(`/api/users/${someone.user.id}/reviews?cursor=garbage`);
    expect(res.status).toBe(400);
  });

  it('follows profile visibility: private to the owner, friends to mutual followers, public to anyone', async () => {
    const rated = await member();
    await reviewsAbout(rated, [4]);
    const friend = await member();
    const fan = await member();
    const admin = await member({ role: 'admin' });
    await t.db.insert(userFollows).values([
      { followerId: friend.user.id, followingId: rated.user.id },
      { followerId: rated.user.id, followingId: friend.user.id },
      // Following without being followed back does not make a friend.
      { followerId: fan.user.id, followingId: rated.user.id },
    ]);
    const setVisibility = (profileVisibility: string) =>
      t.db
        .update(profiles)
        .set({ privacySettings: { profile_visibility: profileVisibility } as never })
        .where(eq(profiles.id, rated.user.id));
    const status = async (client: TestClient) =>
      (await client.get(`/api/users/${rated.user.id}/reviews`)).status;

    await setVisibility('private');
    expect(await status(rated.client)).toBe(200);
    expect(await status(admin.client)).toBe(200);
    for (const reader of [t.client(), friend.client, fan.client]) expect(await status(reader)).toBe(403);
    const hidden = await t.client().get(`/api/users/${rated.user.id}/reviews`);
    expect(await hidden.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This profile is private' } });

    await setVisibility('friends');
    expect(await status(rated.client)).toBe(200);
    expect(await status(friend.client)).toBe(200);
    for (const reader of [t.client(), fan.client]) expect(await status(reader)).toBe(403);
    const friendsOnly = await fan.client.get(`/api/users/${rated.user.id}/reviews`);
    expect(await friendsOnly.json()).toEqual({
      error: { code: 'FORBIDDEN', message: profileMessages.friendsOnlyProfile },
    });

    await setVisibility('public');
    for (const reader of [t.client(), friend.client, fan.client, rated.client])
      expect(await status(reader)).toBe(200);
  });
});

describe('GET /api/me/reviews and /api/me/reviewable-trades', () => {
  it('lists the reviews the member gave and received, and the trades still awaiting their review', async () => {
    const me = await member();
    const alice = await member({ fullName: 'Alice' });
    const bob = await member({ fullName: 'Bob' });
    const withAlice = await trade(me, alice, 'completed', new Date(Date.UTC(2024, 1, 1)));
    const withBob = await trade(bob, me, 'completed', new Date(Date.UTC(2024, 1, 2)));
    await trade(me, bob, 'pending');

    const awaiting = await me.client.get('/api/me/reviewable-trades');
    expect(awaiting.status).toBe(200);
    const list = (await awaiting.json()) as ReviewableTradeList;
    expect(reviewableTradeListSchema.parse(list)).toEqual(list);
    expect(list.trades.map((x) => [x.tradeId, x.counterpart.fullName])).toEqual([
      [withBob.id, 'Bob'],
      [withAlice.id, 'Alice'],
    ]);
    expect(list.trades[0]!.itemTitles).toEqual([`Jacket of ${bob.user.username}`]);

    expect((await review(me.client, withBob.id, { rating: 5, comment: 'Great' })).status).toBe(201);
    expect((await review(alice.client, withAlice.id, { rating: 3, comment: 'Slow' })).status).toBe(201);

    const after = (await (await me.client.get('/api/me/reviewable-trades')).json()) as ReviewableTradeList;
    expect(after.trades.map((x) => x.tradeId)).toEqual([withAlice.id]);
    // Alice reviewing me does not take the trade off my list.
    const aliceAwaiting = (await (
      await alice.client.get('/api/me/reviewable-trades')
    ).json()) as ReviewableTradeList;
    expect(aliceAwaiting.trades).toEqual([]);

    const given = await listMine(me.client, '?direction=given');
    expect(given.reviews.map((r) => [r.comment, r.ratedUser.fullName])).toEqual([['Great', 'Bob']]);
    const received = await listMine(me.client, '?direction=received');
    expect(received.reviews.map((r) => [r.comment, r.rater.fullName])).toEqual([['Slow', 'Alice']]);
    expect((await me.client.get('/api/me/reviews?direction=sideways')).status).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    for (const path of ['/api/me/reviews', '/api/me/reviewable-trades']) {
      expect((await t.client().get(path)).status).toBe(401);
    }
  });

  it('are described in the OpenAPI document', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/trades/{tradeId}/review'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/users/{id}/reviews'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/me/reviews'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/me/reviewable-trades'] ?? {})).toEqual(['get']);
  });
});
