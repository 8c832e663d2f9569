import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPageSchema, type FeedPage } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import * as survey from '../survey/service.ts';

// A catalogue full of ties: each seller's items share one moment and a price, and a member's interest matches many
// items equally. Pages must still cover everything exactly once. Seller 0's items are the newest, then seller 1's,
// so newest-first alone would show each closet in one long run.
let t: TestApp;
let sellers: TestUser[];
let member: TestUser;
let memberClient: TestClient;
const sellerMoment = (s: number) => new Date(Date.now() - 60_000 - s * 1000);
const PER_SELLER = 9;

async function feed(client: TestClient, query: string): Promise<FeedPage> {
  const res = await client.get(`/api/feed${query}`);
  expect(res.status).toBe(200);
  return feedPageSchema.parse(await res.json());
}

/** Every page of the feed, following nextCursor. */
async function allPages(client: TestClient, query: string, limit: number): Promise<FeedPage['items']> {
  const seen: FeedPage['items'] = [];
  let cursor: string | null = null;
  do {
    const cursorParam: string = cursor ? `&cursor=${cursor}` : '';
    const page = await feed(client, `?limit=${limit}${query}${cursorParam}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const idsOf = (entries: FeedPage['items']) => entries.map((e) => e.item.id);
let listedIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  sellers = [];
  for (let s = 0; s < 4; s++) sellers.push(await createUser(t));
  member = await createUser(t);
  memberClient = await signedInClient(t, member);
  await survey.savePreferences(t.db, member.id, { interests: ['Wool'] });
  listedIds = [];
  for (const [s, seller] of sellers.entries()) {
    for (let i = 0; i < PER_SELLER; i++) {
      const item = await createItem(t, seller, {
        title: i % 2 ? `Wool scarf ${s}-${i}` : `Cotton shirt ${s}-${i}`,
        category: i % 3 ? 'clothing' : 'accessories',
        createdAt: sellerMoment(s),
      });
      listedIds.push(item.id);
    }
  }
  const seller = sellers[0]!;
  // Never in anyone's feed.
  await createItem(t, seller, { title: 'Wool private', visibility: 'private' });
  await createItem(t, seller, { title: 'Wool live', visibility: 'live-only' });
  await createItem(t, seller, { title: 'Wool sold', status: 'sold', isAvailable: false });
  await createItem(t, seller, { title: 'Wool swapped', status: 'swapped', isAvailable: false });
  await createItem(t, seller, { title: 'Wool hidden', status: 'hidden' });
  await createItem(t, seller, { title: 'Wool unavailable', isAvailable: false });
});
afterAll(() => t.close());

describe('GET /api/feed paging', () => {
  for (const [who, client] of [
    ['a visitor', () => t.client()],
    ['a member', () => memberClient],
  ] as const) {
    it(`gives ${who} every listed item exactly once across pages, ties and all`, async () => {
      for (const limit of [1, 4, 7]) {
        const ids = idsOf(await allPages(client(), '', limit));
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort()).toEqual([...listedIds].sort());
      }
    });
  }

  it('never shows private, live-only, sold, swapped, hidden or unavailable items', async () => {
    const titles = (await allPages(memberClient, '', 50)).map((e) => e.item.title);
    expect(titles.filter((title) => title.startsWith('Wool ') && !title.startsWith('Wool scarf'))).toEqual(
      [],
    );
  });

  it('keeps one category to that category, and an unknown one is simply empty', async () => {
    const accessories = await allPages(memberClient, '&category=accessories', 5);
    expect(accessories.length).toBe(4 * 3);
    expect(accessories.every((e) => e.item.category === 'accessories')).toBe(true);
    expect(await feed(t.client(), '?category=spaceships')).toEqual({ items: [], nextCursor: null });
  });

  it('varies the sellers for a visitor: no long runs of one closet, on any page', async () => {
    const owners = (await allPages(t.client(), '', 7)).map((e) => e.item.userId);
    let run = 1;
    let longest = 1;
    for (let i = 1; i < owners.length; i++) {
      run = owners[i] === owners[i - 1] ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThanOrEqual(2);
  });

  it('refuses a malformed cursor or limit with 400, not 500', async () => {
    for (const query of [
      '?cursor=not-a-cursor',
      `?cursor=${Buffer.from('x|1|y|z').toString('base64url')}`,
      '?limit=0',
      '?limit=500',
    ]) {
      const res = await t.client().get(`/api/feed${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });
});
