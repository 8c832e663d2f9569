import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, PRICE_DROP_SHOWN_DAYS } from '@swapyard/domain';
import {
  itemLikes,
  items,
  jobs,
  notificationDigests,
  notifications,
  priceDropAlerts,
  profiles,
  savedItems,
} from '../../db/schema/index.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import {
  createItem,
  createUser,
  signedInClient,
  type ItemOverrides,
  type TestUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// Price drops told to likers and savers (docs/product/search.md, "Price drops"). Run on PGlite here and on
// PostgreSQL 15 by price-drop-alerts.pg.test.ts, where two runners at once really race.
let t: TestApp;
/** What the app published: each alert goes to its member's topic after the job's commit. */
const published: Array<{ topic: string; event: RealtimeEvent }> = [];
const recorder: Realtime = { publish: async (topic, event) => void published.push({ topic, event }) };

interface Member {
  user: TestUser;
  client: TestClient;
}
let owner: Member;
let liker: Member;
let saver: Member;
let both: Member;
let stranger: Member;

const HOUR_MS = 60 * 60 * 1000;

async function member(): Promise<Member> {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

beforeAll(async () => {
  t = await createTestApp({ realtime: recorder });
  [owner, liker, saver, both, stranger] = [
    await member(),
    await member(),
    await member(),
    await member(),
    await member(),
  ];
});
afterAll(() => t.close());

async function patch(seller: Member, itemId: string, body: Record<string, unknown>) {
  const res = await seller.client.request(`/api/items/${itemId}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
const price = (itemId: string, valueCents: number | null, seller = owner) =>
  patch(seller, itemId, { valueCents });

async function put(who: Member, path: string) {
  const res = await who.client.put(path, {});
  expect(res.status, await res.clone().text()).toBe(200);
}
const like = (who: Member, itemId: string) => put(who, `/api/items/${itemId}/like`);
const save = (who: Member, itemId: string) => put(who, `/api/items/${itemId}/saved`);

/** An item of `seller`'s ($30 unless told), liked by the liker, saved by the saver, liked and saved by `both`. */
async function watchedItem(overrides: ItemOverrides = {}, seller = owner) {
  const item = await createItem(t, seller.user, { valueCents: 3000, ...overrides });
  await like(liker, item.id);
  await save(saver, item.id);
  await like(both, item.id);
  await save(both, item.id);
  return item;
}

/** Runs every due job, as a server's runner would. */
const runJobs = (options: { batchSize?: number } = {}) =>
  createJobRunner({ db: t.db, logger: t.logger, jobs: t.jobs, ...options }).runDue();

const alertsTo = (who: Member, itemId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.user.id),
        eq(notifications.type, 'price_drop'),
        eq(notifications.link, appRoutes.item(itemId)),
      ),
    );
const countAlerts = async (who: Member, itemId: string) => (await alertsTo(who, itemId)).length;

/** The member reads their alerts in the app: an unread one would hold back the next by itself (createAlert). */
const readAlerts = (who: Member) =>
  t.db.update(notifications).set({ read: true }).where(eq(notifications.userId, who.user.id));

/** When the item's likers were last told, moved back by `ms`. */
async function alertedAgo(itemId: string, ms: number) {
  await t.db
    .update(priceDropAlerts)
    .set({ alertedAt: new Date(Date.now() - ms) })
    .where(eq(priceDropAlerts.itemId, itemId));
}

describe('price drop alerts', () => {
  it('tell each liker and saver once, never the owner, in these words, linking to the item', async () => {
    const item = await watchedItem({ title: 'Denim jacket' });
    // Only through the database: the API refuses liking or saving one's own item, and the job must not rely on it.
    await t.db.insert(itemLikes).values({ userId: owner.user.id, itemId: item.id });
    await t.db.insert(savedItems).values({ userId: owner.user.id, itemId: item.id });
    await price(item.id, 2400);
    // Enqueued with the drop, to run at once.
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'price_drops.notify'));
    const job = queued.find((row) => row.payload.itemId === item.id);
    expect(job?.payload).toEqual({ itemId: item.id });
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    published.length = 0;
    await runJobs();

    for (const told of [liker, saver, both]) {
      const alerts = await alertsTo(told, item.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        title: 'Price drop',
        message: 'Denim jacket: now $24.00, was $30.00',
        link: `/item/${item.id}`,
        read: false,
      });
      expect(published).toContainEqual({
        topic: `user:${told.user.id}`,
        event: expect.objectContaining({ data: expect.objectContaining({ id: alerts[0]!.id }) }),
      });
    }
    expect(await countAlerts(owner, item.id)).toBe(0);
    expect(await countAlerts(stranger, item.id)).toBe(0);
    expect(published).toHaveLength(3);
  });

  it("put the alert in each member's e-mail digest", async () => {
    // Members with no alert before, so no digest is pending yet.
    const [fan, keeper] = [await member(), await member()];
    const item = await createItem(t, owner.user, { valueCents: 3000 });
    await like(fan, item.id);
    await save(keeper, item.id);
    const pendingSince = async (who: Member) =>
      (await t.db.select().from(notificationDigests).where(eq(notificationDigests.userId, who.user.id)))[0]
        ?.pendingSince;
    expect(await pendingSince(fan)).toBeUndefined();
    await price(item.id, 2000);
    await runJobs();
    expect(await pendingSince(fan)).toBeInstanceOf(Date);
    expect(await pendingSince(keeper)).toBeInstanceOf(Date);
    expect(await pendingSince(owner)).toBeUndefined();
  });

  it('tell nobody again within a day of the last alert; a day later they tell again', async () => {
    const item = await watchedItem({ title: 'Wool scarf' });
    await price(item.id, 2400);
    await runJobs();
    await Promise.all([liker, saver, both].map(readAlerts));

    await price(item.id, 2200);
    await runJobs();
    expect(await countAlerts(liker, item.id)).toBe(1);
    // Still within the day, a minute before it ends.
    await alertedAgo(item.id, 24 * HOUR_MS - 60_000);
    await price(item.id, 2000);
    await runJobs();
    for (const told of [liker, saver, both]) expect(await countAlerts(told, item.id)).toBe(1);

    await alertedAgo(item.id, 24 * HOUR_MS);
    await price(item.id, 1800);
    await runJobs();
    for (const told of [liker, saver, both]) {
      const alerts = await alertsTo(told, item.id);
      expect(alerts).toHaveLength(2);
      // The 'was' price of the first drop, as the listing shows it.
      expect(alerts.find((alert) => !alert.read)?.message).toBe('Wool scarf: now $18.00, was $30.00');
    }
  });

  it('tell nobody of a drop undone before the job runs: the price raised back, or the item made private', async () => {
    const raised = await watchedItem();
    await price(raised.id, 2400);
    await price(raised.id, 3000);
    const hidden = await watchedItem();
    await price(hidden.id, 2400);
    await patch(owner, hidden.id, { visibility: 'private' });
    // Raised, but still below the price before the drop: the listing still shows it, so it is told.
    const stillDropped = await watchedItem({ title: 'Leather boots' });
    await price(stillDropped.id, 2400);
    await price(stillDropped.id, 2600);
    await runJobs();
    for (const told of [liker, saver, both]) {
      expect(await countAlerts(told, raised.id)).toBe(0);
      expect(await countAlerts(told, hidden.id)).toBe(0);
      expect((await alertsTo(told, stillDropped.id)).map((alert) => alert.message)).toEqual([
        'Leather boots: now $26.00, was $30.00',
      ]);
    }
  });

  it("tell nobody of a suspended member's listing, or of a drop no longer shown", async () => {
    const suspended = await member();
    const ofSuspended = await watchedItem({}, suspended);
    await price(ofSuspended.id, 2400, suspended);
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspendedReason: 'Testing' })
      .where(eq(profiles.id, suspended.user.id));
    const old = await watchedItem();
    await price(old.id, 2400);
    const longAgo = new Date(Date.now() - (PRICE_DROP_SHOWN_DAYS * 24 * HOUR_MS + 60_000));
    await t.db.update(items).set({ priceDroppedAt: longAgo }).where(eq(items.id, old.id));
    // In the same run, a fresh drop of a listed item is told.
    const fresh = await watchedItem();
    await price(fresh.id, 2400);
    await runJobs();
    for (const told of [liker, saver, both]) {
      expect(await countAlerts(told, ofSuspended.id)).toBe(0);
      expect(await countAlerts(told, old.id)).toBe(0);
      expect(await countAlerts(told, fresh.id)).toBe(1);
    }
  });

  it('tell each member once when two runners take two jobs of the same item at once', async () => {
    const item = await watchedItem();
    await price(item.id, 2400);
    await price(item.id, 2000);
    // One job each, in transactions that overlap on PostgreSQL.
    await Promise.all([runJobs({ batchSize: 1 }), runJobs({ batchSize: 1 })]);
    for (const told of [liker, saver, both]) expect(await countAlerts(told, item.id)).toBe(1);
  });
});
