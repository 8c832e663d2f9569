import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPageSchema, SHOWN_MATCH_MIN, type FeedPage } from '@swapyard/domain';
import { itemLikes, savedItems, userFollows } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import * as survey from '../survey/service.ts';

// Constructed members and listings: each test looks at where particular titles land in a member's feed.
let t: TestApp;
let seller: TestUser;
let other: TestUser;
let jazzFan: TestUser;
let jazzClient: TestClient;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

async function feed(client: TestClient, query = ''): Promise<FeedPage> {
  const res = await client.get(`/api/feed${query}`);
  expect(res.status).toBe(200);
  return feedPageSchema.parse(await res.json());
}
const titles = (page: FeedPage) => page.items.map((entry) => entry.item.title);
const entry = (page: FeedPage, title: string) => page.items.find((e) => e.item.title === title);

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t, { username: 'seller' });
  other = await createUser(t, { username: 'other' });
  jazzFan = await createUser(t);
  jazzClient = await signedInClient(t, jazzFan);
  await survey.savePreferences(t.db, jazzFan.id, {
    interests: ['Jazz'],
    interestCategories: ['Music'],
    budgetMin: 20,
    budgetMax: 100,
  });
  // Newest first if nothing else counted: the matching items are the oldest on purpose.
  await createItem(t, seller, {
    title: 'Kind of Blue jazz LP',
    category: 'music_media',
    valueCents: 3000,
    createdAt: minutesAgo(50),
  });
  await createItem(t, seller, {
    title: 'Boxed record set',
    description: 'Mostly jazz and soul',
    category: 'music_media',
    valueCents: 3000,
    createdAt: minutesAgo(40),
  });
  await createItem(t, other, {
    title: 'Jazz club poster',
    category: 'art',
    valueCents: 900_000,
    // Newer than its in-budget twin, so only the budget can put it second.
    createdAt: minutesAgo(44),
  });
  await createItem(t, other, {
    title: 'Jazz club poster, small',
    category: 'art',
    valueCents: 5000,
    createdAt: minutesAgo(45),
  });
  await createItem(t, other, { title: 'Plain tee', category: 'clothing', createdAt: minutesAgo(1) });
  await createItem(t, seller, { title: 'Garden chair', category: 'home_garden', createdAt: minutesAgo(2) });
  await createItem(t, jazzFan, {
    title: 'My own jazz LP',
    category: 'music_media',
    createdAt: minutesAgo(60),
  });
});
afterAll(() => t.close());

describe('GET /api/feed for a member', () => {
  it('ranks an interest in the title first, then one in the description, above fresher items', async () => {
    const page = await feed(jazzClient);
    const order = titles(page);
    expect(order[0]).toBe('Kind of Blue jazz LP');
    expect(order.indexOf('Boxed record set')).toBeLessThan(order.indexOf('Plain tee'));
    expect(entry(page, 'Kind of Blue jazz LP')!.match).toEqual({
      score: 45 + 15 + 10,
      reasons: ['Because you like Jazz', "Because you're into Music"],
    });
    expect(entry(page, 'Boxed record set')!.match!.score).toBe(30 + 15 + 10);
  });

  it('ranks an item out of budget below the same match in budget', async () => {
    const order = titles(await feed(jazzClient));
    expect(order.indexOf('Jazz club poster, small')).toBeLessThan(order.indexOf('Jazz club poster'));
  });

  it("never shows the member's own items", async () => {
    expect(titles(await feed(jazzClient))).not.toContain('My own jazz LP');
  });

  it('counts a followed seller and brands and categories the member liked or saved', async () => {
    const fan = await createUser(t);
    const client = await signedInClient(t, fan);
    const liked = await createItem(t, other, {
      title: 'Liked boots',
      brand: 'Blundstone',
      category: 'shoes_footwear',
    });
    const saved = await createItem(t, other, { title: 'Saved lamp', category: 'home_garden' });
    await createItem(t, other, { title: 'Other boots', brand: 'Blundstone', category: 'shoes_footwear' });
    await t.db.insert(itemLikes).values({ userId: fan.id, itemId: liked.id });
    await t.db.insert(savedItems).values({ userId: fan.id, itemId: saved.id });
    await t.db.insert(userFollows).values({ followerId: fan.id, followingId: seller.id });

    const page = await feed(client);
    expect(entry(page, 'Other boots')!.match!.reasons).toEqual([
      'More from Blundstone, which you liked',
      'Similar to items you liked',
    ]);
    expect(entry(page, 'Garden chair')!.match!.reasons).toEqual([
      'From @seller, whom you follow',
      'Similar to items you liked',
    ]);
    expect(titles(page).indexOf('Other boots')).toBeLessThan(titles(page).indexOf('Plain tee'));
  });

  it('orders the scores the cards show highest first, even a fresher weaker match, and weak matches after', async () => {
    const fan = await createUser(t);
    const client = await signedInClient(t, fan);
    await survey.savePreferences(t.db, fan.id, {
      interests: ['Ukulele'],
      interestCategories: ['Music'],
      budgetMin: 20,
      budgetMax: 100,
    });
    // 45 + 15 + 10 = 70, but three weeks old: freshness alone would put the newer 55 above it.
    await createItem(t, seller, {
      title: 'Ukulele with case',
      category: 'music_media',
      valueCents: 4000,
      createdAt: daysAgo(21),
    });
    // 45 + 10 = 55, listed a minute ago.
    await createItem(t, other, {
      title: 'Ukulele strap',
      category: 'clothing',
      valueCents: 3000,
      createdAt: minutesAgo(1),
    });

    const page = await feed(client, '?limit=50');
    const order = titles(page);
    expect(entry(page, 'Ukulele with case')!.match!.score).toBe(70);
    expect(entry(page, 'Ukulele strap')!.match!.score).toBe(55);
    expect(order.indexOf('Ukulele with case')).toBeLessThan(order.indexOf('Ukulele strap'));
    // Read down the page: the shown scores never go up, and every shown one comes before any weak match.
    const scores = page.items.map((e) => e.match!.score);
    const shown = scores.filter((score) => score >= SHOWN_MATCH_MIN);
    expect(scores.slice(0, shown.length)).toEqual(shown);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(scores.slice(shown.length).some((score) => score > 0)).toBe(true);
  });

  it("tells the member which cards they like and saved, so no card asks; a visitor's cards say nothing", async () => {
    const fan = await createUser(t);
    const client = await signedInClient(t, fan);
    const liked = await createItem(t, other, { title: 'Hearted teapot', category: 'home_garden' });
    const saved = await createItem(t, other, { title: 'Bookmarked kettle', category: 'home_garden' });
    await t.db.insert(itemLikes).values({ userId: fan.id, itemId: liked.id });
    await t.db.insert(savedItems).values({ userId: fan.id, itemId: saved.id });

    const page = await feed(client, '?limit=50');
    expect(entry(page, 'Hearted teapot')!.viewer).toEqual({ liked: true, saved: false });
    expect(entry(page, 'Bookmarked kettle')!.viewer).toEqual({ liked: false, saved: true });
    expect(entry(page, 'Plain tee')!.viewer).toEqual({ liked: false, saved: false });
    // Another member's like is not this one's.
    expect(entry(await feed(jazzClient, '?limit=50'), 'Hearted teapot')!.viewer).toEqual({
      liked: false,
      saved: false,
    });
    const visitor = await feed(t.client(), '?limit=50');
    expect(visitor.items.every((e) => e.viewer === null)).toBe(true);
  });

  it('takes the taste as of the first page, so a like while scrolling moves nothing across the cursor', async () => {
    const fan = await createUser(t);
    const client = await signedInClient(t, fan);
    const first = await feed(client, '?limit=2');
    const liked = await createItem(t, other, { title: 'Liked later', category: 'art' });
    await t.db.insert(itemLikes).values({ userId: fan.id, itemId: liked.id });
    const rest = await feed(client, `?limit=50&cursor=${first.nextCursor}`);
    // Listed after the first page was asked for, so not in this feed at all.
    expect(titles(rest)).not.toContain('Liked later');
    expect(rest.items.every((e) => e.match!.reasons.length === 0)).toBe(true);
  });
});
