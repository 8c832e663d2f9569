import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filedReportSchema,
  ITEM_TAKEN_DOWN_MESSAGE,
  itemListSchema,
  itemSchema,
  staffReportSchema,
  TAKE_DOWN_REASON_MAX_LENGTH,
  takeDownTexts,
  TRADE_MESSAGES,
  LIVE_TEXTS,
} from '@swapyard/domain';
import {
  auditLog,
  items,
  itemTakeDowns,
  liveAuctions,
  liveStreams,
  notifications,
  swapCircles,
  trades,
} from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { fund } from '../../test/funding.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { loopOf, onlyCircleId, solve } from '../circles/circle-test-kit.ts';
import { memberBalances } from '../wallet/index.ts';

// Taking a reported listing down and restoring it (docs/product/moderation.md, "Taking a listing down"), on
// PostgreSQL: two staff members at once must act once.

let t: TestApp;
let owen: TestUser;
let owner: TestClient;
let reporter: TestClient;
let moderator: TestClient;
let otherModerator: TestClient;
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  owen = await createUser(t, { username: 'owen_lister' });
  owner = await signedInClient(t, owen);
  reporter = await signedInClient(t, await createUser(t, { username: 'rita_flagger' }));
  moderator = await signedInClient(t, await createUser(t, { username: 'mona_mod', role: 'moderator' }));
  otherModerator = await signedInClient(t, await createUser(t, { username: 'milo_mod', role: 'moderator' }));
  admin = await signedInClient(t, await createUser(t, { username: 'ava_admin', role: 'admin' }));
  member = await signedInClient(t, await createUser(t, { username: 'nora_browser' }));
});
afterAll(() => t.close());

const reason = 'Counterfeit goods are not allowed on Swapyard.';

/** A listing of Owen's, reported by a member of their own (a member files at most 10 reports an hour). */
async function reported(overrides: Parameters<typeof createItem>[2] = {}) {
  const item = await createItem(t, owen, overrides);
  const res = await (
    await signedInClient(t, await createUser(t))
  ).post(`/api/items/${item.id}/reports`, {
    reason: 'fraud',
    description: 'Fake watch.',
  });
  expect(res.status).toBe(201);
  return { item, reportId: filedReportSchema.parse(await res.json()).id };
}

const takeDown = (client: TestClient, reportId: string, body: unknown = { reason }) =>
  client.post(`/api/admin/reports/${reportId}/take-down`, body);
const restore = (client: TestClient, reportId: string) =>
  client.post(`/api/admin/reports/${reportId}/restore`);
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;
const patchItem = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/items/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const auditOf = (itemId: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, itemId));
const noticesOf = (userId: string, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((row) => row.title === title));
const searchFinds = async (word: string, itemId: string) => {
  const res = await member.get(`/api/search/items?q=${word}`);
  expect(res.status).toBe(200);
  return JSON.stringify(await res.json()).includes(itemId);
};
const publicListHas = async (itemId: string) => {
  const list = itemListSchema.parse(await (await member.get(`/api/items?userId=${owen.id}&limit=50`)).json());
  return list.items.some((item) => item.id === itemId);
};

describe('taking a listing down', () => {
  it('hides it from everyone but its owner and staff, who read why; audited; the owner is told', async () => {
    const { item, reportId } = await reported({ title: 'Quorvex chronograph' });
    expect(await searchFinds('quorvex', item.id)).toBe(true);
    expect(await publicListHas(item.id)).toBe(true);

    const res = await takeDown(moderator, reportId, { reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    const report = staffReportSchema.parse(await res.json());
    expect(report.item).toMatchObject({
      id: item.id,
      visibility: 'private',
      takenDown: { reason, by: { username: 'mona_mod' } },
    });

    // Everyone else: the same 404 as a missing item, and no list or search shows it.
    for (const client of [t.client(), member, reporter]) {
      const seen = await client.get(`/api/items/${item.id}`);
      expect(seen.status).toBe(404);
      expect((await errorOf(seen)).message).toBe('Item not found');
    }
    expect(await searchFinds('quorvex', item.id)).toBe(false);
    expect(await publicListHas(item.id)).toBe(false);
    // Its owner and staff see it, with the reason.
    for (const client of [owner, moderator, admin]) {
      const seen = await client.get(`/api/items/${item.id}`);
      expect(seen.status).toBe(200);
      expect(itemSchema.parse(await seen.json()).takenDown).toMatchObject({ reason });
    }

    const [record] = await t.db.select().from(itemTakeDowns).where(eq(itemTakeDowns.itemId, item.id));
    expect(record).toMatchObject({ reportId, reason, previousVisibility: 'public', restoredAt: null });
    expect(await auditOf(item.id)).toMatchObject([
      {
        action: 'item.take_down',
        subjectType: 'item',
        subjectUserId: owen.id,
        before: { visibility: 'public' },
        after: { visibility: 'private', reason },
      },
    ]);
    const [told] = await noticesOf(owen.id, 'Listing taken down');
    expect(told!.message).toContain('"Quorvex chronograph"');
    expect(told!.message).toContain(reason);
    expect(told!.link).toBe(`/item/${item.id}`);
  });

  it('keeps it private: neither its owner nor an admin can show it again, other edits go on', async () => {
    const { item, reportId } = await reported();
    expect((await takeDown(moderator, reportId)).status).toBe(200);
    for (const [client, visibility] of [
      [owner, 'public'],
      [owner, 'live-only'],
      [admin, 'public'],
    ] as const) {
      const refused = await patchItem(client, item.id, { visibility });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(ITEM_TAKEN_DOWN_MESSAGE);
    }
    const edited = await patchItem(owner, item.id, { title: 'Plain watch', visibility: 'private' });
    expect(edited.status).toBe(200);
    expect(itemSchema.parse(await edited.json())).toMatchObject({
      title: 'Plain watch',
      visibility: 'private',
      takenDown: { reason },
    });
  });

  it('takes it down once when two staff members act at once', async () => {
    const { item, reportId } = await reported();
    const answers = await Promise.all([takeDown(moderator, reportId), takeDown(otherModerator, reportId)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect((await errorOf(refused)).message).toBe(takeDownTexts.alreadyDown);
    expect(await t.db.select().from(itemTakeDowns).where(eq(itemTakeDowns.itemId, item.id))).toHaveLength(1);
    expect(await auditOf(item.id)).toHaveLength(1);
    expect(
      (await noticesOf(owen.id, 'Listing taken down')).filter((n) => n.link === `/item/${item.id}`),
    ).toHaveLength(1);
  });

  it('declines the pending offers on it, releasing their money; nobody can offer on it any more', async () => {
    const { item, reportId } = await reported({ valueCents: 4000 });
    const buyer = await createUser(t);
    await fund(t, buyer.id, { creditCents: 4000 });
    const buyerClient = await signedInClient(t, buyer);
    const offer = () =>
      buyerClient.post('/api/trades', {
        kind: 'cash',
        ownerItemId: item.id,
        cashCents: 4000,
        paymentMethod: 'credit',
      });
    const sent = await offer();
    expect(sent.status).toBe(201);
    const { id: tradeId } = (await sent.json()) as { id: string };
    expect((await memberBalances(t.db, buyer.id)).creditCents).toBe(0);

    expect((await takeDown(moderator, reportId)).status).toBe(200);
    const [trade] = await t.db.select().from(trades).where(eq(trades.id, tradeId));
    expect(trade!.status).toBe('rejected');
    expect((await memberBalances(t.db, buyer.id)).creditCents).toBe(4000);
    const again = await offer();
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(TRADE_MESSAGES.itemNotFound);
  });

  it('makes the swap circles holding it fall through', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    await solve(t);
    const circleId = await onlyCircleId(loop[0]!);
    const filed = await reporter.post(`/api/items/${loop[1]!.itemId}/reports`, {
      reason: 'spam',
      description: 'Listed everywhere.',
    });
    expect((await takeDown(moderator, filedReportSchema.parse(await filed.json()).id)).status).toBe(200);
    const [circle] = await t.db.select().from(swapCircles).where(eq(swapCircles.id, circleId));
    expect(circle!.status).toBe('dissolved');
  });

  it('waits for an auction of it in a live stream to end', async () => {
    const { item, reportId } = await reported();
    const [stream] = await t.db
      .insert(liveStreams)
      .values({ streamerId: owen.id, title: 'Watches tonight' })
      .returning();
    await t.db.insert(liveAuctions).values({
      streamId: stream!.id,
      sellerId: owen.id,
      itemId: item.id,
      startingPriceCents: 1000,
      currentPriceCents: 1000,
      durationSeconds: 60,
    });
    const refused = await takeDown(moderator, reportId);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(LIVE_TEXTS.itemAtAuction);
    expect(await t.db.select().from(itemTakeDowns).where(eq(itemTakeDowns.itemId, item.id))).toEqual([]);
  });
});

describe('restoring a listing', () => {
  it('shows it as its owner had it, tells them, is audited, and is refused when it is not down', async () => {
    const { item, reportId } = await reported({ title: 'Restorable lamp' });
    expect((await takeDown(admin, reportId)).status).toBe(200);
    const res = await restore(moderator, reportId);
    expect(res.status).toBe(200);
    expect(staffReportSchema.parse(await res.json()).item).toMatchObject({
      visibility: 'public',
      takenDown: null,
    });
    const seen = await member.get(`/api/items/${item.id}`);
    expect(seen.status).toBe(200);
    expect(itemSchema.parse(await seen.json()).takenDown).toBeUndefined();
    expect((await patchItem(owner, item.id, { visibility: 'private' })).status).toBe(200);
    expect((await patchItem(owner, item.id, { visibility: 'public' })).status).toBe(200);

    const [record] = await t.db.select().from(itemTakeDowns).where(eq(itemTakeDowns.itemId, item.id));
    expect(record!.restoredAt).not.toBeNull();
    const entries = await auditOf(item.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['item.restore', 'item.take_down']);
    expect(entries.find((entry) => entry.action === 'item.restore')).toMatchObject({
      before: { visibility: 'private', reason },
      after: { visibility: 'public' },
    });
    const [told] = await noticesOf(owen.id, 'Listing restored');
    expect(told!.message).toContain('"Restorable lamp"');

    const again = await restore(moderator, reportId);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(takeDownTexts.notDown);
  });

  it('puts back what its owner had chosen: a private listing stays private', async () => {
    const { item, reportId } = await reported();
    await t.db.update(items).set({ visibility: 'private' }).where(eq(items.id, item.id));
    expect((await takeDown(moderator, reportId)).status).toBe(200);
    expect((await restore(moderator, reportId)).status).toBe(200);
    const [row] = await t.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.visibility).toBe('private');
  });
});

describe('what is refused', () => {
  it('answers visitors 401 and members 403, and asks for a reason of at most 500 characters', async () => {
    const { reportId } = await reported();
    expect((await takeDown(t.client(), reportId)).status).toBe(401);
    expect((await takeDown(member, reportId)).status).toBe(403);
    expect((await restore(member, reportId)).status).toBe(403);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await takeDown(moderator, reportId, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(takeDownTexts.reasonRequired);
    }
    const long = await takeDown(moderator, reportId, { reason: 'x'.repeat(TAKE_DOWN_REASON_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect((await takeDown(moderator, reportId, { reason, extra: 1 })).status).toBe(400);
  });

  it('needs a report about a listing that still exists', async () => {
    expect((await takeDown(moderator, '7d5c4a8e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await takeDown(moderator, 'not-a-uuid')).status).toBe(404);

    const aboutOwen = await reporter.post(`/api/users/${owen.username}/reports`, {
      reason: 'harassment',
      description: 'Rude.',
    });
    const memberReport = filedReportSchema.parse(await aboutOwen.json()).id;
    const notAListing = await takeDown(moderator, memberReport);
    expect(notAListing.status).toBe(409);
    expect((await errorOf(notAListing)).message).toBe(takeDownTexts.notAListing);

    const { item, reportId } = await reported();
    await t.db.delete(items).where(eq(items.id, item.id));
    const deleted = await takeDown(moderator, reportId);
    expect(deleted.status).toBe(409);
    expect((await errorOf(deleted)).message).toBe(takeDownTexts.listingDeleted);
  });
});
