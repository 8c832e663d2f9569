import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemCondition, ItemList } from '@swapyard/domain';
import { closets, itemLikes, items, trades, user, userRatings } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ITEMS } from './demo-items.ts';
import { DEMO_PASSWORD } from './demo-members.ts';
import { DEMO_FOLLOWS, DEMO_LIKES, DEMO_TRADES } from './demo-social.ts';
import { seedDemoItems } from './seed-items.ts';
import { DEMO_OFFERS } from './seed-trades.ts';
import { seedDemo, seedDemoMembers } from './seed.ts';

const logger = createLogger('silent');
const publicListed = DEMO_ITEMS.filter((i) => i.visibility === 'public' && i.status === 'available');
/** How many demo members like the listing (demo-social.ts). */
const likesOf = (title: string) => DEMO_LIKES.filter(([, titles]) => titles.includes(title)).length;

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The test storage with another `put` (a failing disk). */
const withPut = (base: Storage, put: Storage['put']): Storage => ({
  put,
  get: (key) => base.get(key),
  delete: (key) => base.delete(key),
  deletePrefix: (prefix) => base.deletePrefix(prefix),
  list: (prefix) => base.list(prefix),
});

describe('demo items on a fresh database', () => {
  let t: TestApp;
  let listed: Item[];
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo({ db: t.db, auth: t.auth, storage: t.storage, logger, enabled: true })).toBe(
      'seeded',
    );
    listed = [];
    let cursor: string | null = null;
    do {
      const res = await t.client().get(`/api/items?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as ItemList;
      listed.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
  }, 180_000);
  afterAll(() => t.close());

  it('lists every public available listing newest first, with its owner and photos', () => {
    expect(listed).toHaveLength(publicListed.length);
    expect(new Set(listed.map((i) => i.title))).toEqual(new Set(publicListed.map((i) => i.title)));
    const times = listed.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - times.at(-1)!).toBeLessThan(61 * 86_400_000);
    for (const item of listed) {
      const demo = DEMO_ITEMS.find((d) => d.title === item.title)!;
      expect(item).toMatchObject({
        owner: { username: demo.owner },
        category: demo.category,
        brand: demo.brand,
        description: demo.description,
        condition: demo.condition,
        size: demo.size,
        valueCents: demo.valueCents,
        isAvailable: true,
        likes: likesOf(item.title),
        views: 0,
      });
      expect(item.photos).toHaveLength(demo.photoCount);
      for (const photo of item.photos) {
        expect(photo.id.startsWith(`${item.userId}/`)).toBe(true);
        expect(photo).toMatchObject({ width: 800, height: 600, url: `/media/${photo.id}-1600.webp` });
        expect(photo.sizes).toEqual({
          320: `/media/${photo.id}-320.webp`,
          800: `/media/${photo.id}-800.webp`,
          1600: `/media/${photo.id}-1600.webp`,
        });
      }
    }
  });

  it('serves every photo size as WebP from /media', async () => {
    const urls = listed.flatMap((item) => item.photos.flatMap((photo) => Object.values(photo.sizes ?? {})));
    expect(urls.length).toBeGreaterThanOrEqual(3 * listed.length);
    const client = t.client();
    for (const url of urls) {
      const res = await client.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      await res.arrayBuffer();
    }
  });

  it('stores a different picture for every photo of every item', async () => {
    const rows = await t.db.select({ photos: items.photos }).from(items);
    const photos = rows.flatMap((row) => row.photos);
    expect(photos).toHaveLength(DEMO_ITEMS.reduce((sum, item) => sum + item.photoCount, 0));
    const hashes = await Promise.all(
      photos.map(async (photo) =>
        createHash('sha256')
          .update(await readAll(t.storage, `${photo.id}-320.webp`))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(photos.length);
  });

  it('keeps private listings out of the public list but shows them to their owner', async () => {
    const privateTitles = DEMO_ITEMS.filter((i) => i.visibility === 'private').map((i) => i.title);
    expect(listed.some((i) => privateTitles.includes(i.title))).toBe(false);
    const ava = t.client();
    await ava.post('/api/auth/sign-in/username', { username: 'ava', password: DEMO_PASSWORD });
    const mine = (await (await ava.get('/api/items/mine?limit=50')).json()) as ItemList;
    const avaPrivate = DEMO_ITEMS.filter((i) => i.owner === 'ava' && i.visibility === 'private');
    expect(avaPrivate.length).toBeGreaterThan(0);
    for (const demo of avaPrivate) {
      expect(mine.items.find((i) => i.title === demo.title)).toMatchObject({ visibility: 'private' });
    }
    expect(mine.items).toHaveLength(DEMO_ITEMS.filter((i) => i.owner === 'ava').length);
  });

  it('gives every demo member a closet for each category they list in', async () => {
    const rows = await t.db
      .select({ username: user.username, category: closets.category })
      .from(closets)
      .innerJoin(user, eq(user.id, closets.userId));
    const expected = new Set(DEMO_ITEMS.map((i) => `${i.owner}/${i.category}`));
    expect(new Set(rows.map((r) => `${r.username}/${r.category}`))).toEqual(expected);
    expect(rows).toHaveLength(expected.size);
  });

  it('seeds follows, completed trades reviewed both ways and likes, as the profile shows them', async () => {
    const res = await t.client().get('/api/users/nora');
    expect(res.status).toBe(200);
    const nora = (await res.json()) as {
      stats: {
        followers: number;
        following: number;
        trades: number;
        rating: { average: number; count: number };
      };
    };
    const noraTrades = DEMO_TRADES.filter((trade) => [trade.owner, trade.requester].includes('nora'));
    const aboutNora = noraTrades.map((trade) =>
      trade.owner === 'nora' ? trade.requesterReview.rating : trade.ownerReview.rating,
    );
    expect(nora.stats).toMatchObject({
      followers: DEMO_FOLLOWS.filter(([, following]) => following === 'nora').length,
      following: DEMO_FOLLOWS.filter(([follower]) => follower === 'nora').length,
      trades: noraTrades.length,
      rating: {
        count: aboutNora.length,
        average: Math.round((aboutNora.reduce((a, b) => a + b, 0) / aboutNora.length) * 10) / 10,
      },
    });
    const reviews = await t.db.select().from(userRatings);
    expect(reviews).toHaveLength(2 * DEMO_TRADES.length);
    // The completed history, and the open offers of the demo conversations (seed-trades.ts).
    const statuses = (await t.db.select().from(trades)).map((trade) => trade.status).sort();
    expect(statuses).toEqual([...DEMO_TRADES.map(() => 'completed'), ...DEMO_OFFERS.map(() => 'pending')]);
    const likeRows = await t.db.select().from(itemLikes);
    expect(likeRows).toHaveLength(DEMO_LIKES.flatMap(([, titles]) => titles).length);
  });

  it('marks sold and swapped listings unavailable', async () => {
    const gone = DEMO_ITEMS.filter((i) => i.status !== 'available');
    for (const demo of gone) {
      const [row] = await t.db.select().from(items).where(eq(items.title, demo.title));
      expect(row).toMatchObject({ status: demo.status, isAvailable: false });
      expect(listed.some((i) => i.title === demo.title)).toBe(false);
    }
  });

  it('does nothing the second time', async () => {
    const before = (await t.db.select({ id: items.id }).from(items)).length;
    expect(await seedDemoItems({ db: t.db, storage: t.storage, logger })).toBe('not-empty');
    expect(await seedDemo({ db: t.db, auth: t.auth, storage: t.storage, logger, enabled: true })).toBe(
      'not-empty',
    );
    expect(await t.db.select({ id: items.id }).from(items)).toHaveLength(before);
  });
});

describe('a demo item seed that fails', () => {
  let t: TestApp;
  let avaId: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: true });
    avaId = (await t.db.select().from(user).where(eq(user.username, 'ava')))[0]!.id;
  });
  afterAll(() => t.close());

  const avas = DEMO_ITEMS.filter((i) => i.owner === 'ava').slice(0, 3);

  it('removes the photos it wrote when the rows cannot be inserted', async () => {
    const broken = [...avas, { ...avas[0]!, title: 'Broken', condition: 'mint' as ItemCondition }];
    await expect(
      seedDemoItems({ db: t.db, storage: t.storage, logger, catalogue: broken }),
    ).rejects.toThrow();
    expect(await t.db.select().from(items)).toHaveLength(0);
    expect(await t.storage.list(`${avaId}/`)).toEqual([]);
  });

  it('removes the photos it wrote when storing another one fails', async () => {
    let puts = 0;
    const flaky = withPut(t.storage, (key, body, options) => {
      puts += 1;
      if (puts === 5) return Promise.reject(new Error('disk full'));
      return t.storage.put(key, body, options);
    });
    await expect(seedDemoItems({ db: t.db, storage: flaky, logger, catalogue: avas })).rejects.toThrow();
    expect(puts).toBeGreaterThan(5);
    expect(await t.db.select().from(items)).toHaveLength(0);
    expect(await t.storage.list(`${avaId}/`)).toEqual([]);
  });

  it('then seeds normally', async () => {
    expect(await seedDemoItems({ db: t.db, storage: t.storage, logger, catalogue: avas })).toBe('seeded');
    expect(await t.db.select().from(items)).toHaveLength(avas.length);
  });
});

describe('the demo seed when the items cannot be seeded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('still starts with the members, logs the error and leaves no item or photo behind', async () => {
    const full = withPut(t.storage, () => Promise.reject(new Error('disk full')));
    const catalogue = DEMO_ITEMS.slice(0, 2);
    const result = await seedDemo({
      db: t.db,
      auth: t.auth,
      storage: full,
      logger: t.logger,
      enabled: true,
      catalogue,
    });
    expect(result).toBe('seeded');
    expect(await t.db.select().from(user)).toHaveLength(12);
    expect(await t.db.select().from(items)).toHaveLength(0);
    expect(await t.storage.list('')).toEqual([]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'could not seed the demo items; the demo members have none' }),
    );
  });
});
