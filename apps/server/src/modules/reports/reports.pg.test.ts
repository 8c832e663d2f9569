import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filedReportSchema,
  REPORTS_PER_HOUR,
  reportTexts,
  staffReportListSchema,
  staffReportSchema,
} from '@swapyard/domain';
import { items, reports } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let rita: TestUser;
let owen: TestUser;
let rita_: TestClient;
let owen_: TestClient;
let moderator: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  rita = await createUser(t, { username: 'rita_reporter' });
  owen = await createUser(t, { username: 'owen_owner' });
  rita_ = await signedInClient(t, rita);
  owen_ = await signedInClient(t, owen);
  moderator = await signedInClient(t, await createUser(t, { username: 'mona_moderator', role: 'moderator' }));
  member = await signedInClient(t, await createUser(t, { username: 'plain_member2' }));
});
afterAll(() => t.close());

const report = { reason: 'fraud', description: 'Asked me to pay outside the app.' };
const errorMessage = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

describe('reporting an item or a member', () => {
  it('files a report about an item the member can see, once while it is open', async () => {
    const item = await createItem(t, owen, { title: 'Too good to be true' });
    const res = await rita_.post(`/api/items/${item.id}/reports`, report);
    expect(res.status).toBe(201);
    expect(filedReportSchema.parse(await res.json())).toMatchObject({
      target: 'item',
      reason: 'fraud',
      status: 'pending',
    });
    const [row] = await t.db.select().from(reports).where(eq(reports.reportedItemId, item.id));
    expect(row).toMatchObject({
      reporterId: rita.id,
      reportedUserId: owen.id,
      reportedItemTitle: 'Too good to be true',
    });

    const again = await rita_.post(`/api/items/${item.id}/reports`, { ...report, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(await errorMessage(again)).toBe(reportTexts.alreadyReportedItem);
  });

  it('files one report when the same member sends it twice at once', async () => {
    const item = await createItem(t, owen);
    const answers = await Promise.all([1, 2].map(() => rita_.post(`/api/items/${item.id}/reports`, report)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(reports).where(eq(reports.reportedItemId, item.id))).toHaveLength(1);
  });

  it("refuses a member's own item and themselves, and an item they cannot see", async () => {
    const own = await createItem(t, owen);
    const ownItem = await owen_.post(`/api/items/${own.id}/reports`, report);
    expect(ownItem.status).toBe(400);
    expect(await errorMessage(ownItem)).toBe(reportTexts.ownItem);
    const self = await owen_.post(`/api/users/${owen.username}/reports`, report);
    expect(self.status).toBe(400);
    expect(await errorMessage(self)).toBe(reportTexts.yourself);
    const hidden = await createItem(t, owen, { visibility: 'private' });
    expect((await rita_.post(`/api/items/${hidden.id}/reports`, report)).status).toBe(404);
    expect((await rita_.post('/api/users/nobody_here/reports', report)).status).toBe(404);
  });

  it('asks for a reason and a description, and a visitor to sign in', async () => {
    const item = await createItem(t, owen);
    const noReason = await rita_.post(`/api/items/${item.id}/reports`, { description: 'x' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain(reportTexts.reasonRequired);
    const blank = await rita_.post(`/api/items/${item.id}/reports`, { reason: 'spam', description: '   ' });
    expect(JSON.stringify(await blank.json())).toContain(reportTexts.descriptionRequired);
    expect((await t.client().post(`/api/items/${item.id}/reports`, report)).status).toBe(401);
  });

  it('files a report about a member by username, once while open; the report outlives a deleted item', async () => {
    const res = await rita_.post(`/api/users/${owen.username.toUpperCase()}/reports`, {
      reason: 'harassment',
      description: 'Rude messages.',
    });
    expect(res.status).toBe(201);
    const again = await rita_.post(`/api/users/${owen.id}/reports`, report);
    expect(again.status).toBe(409);
    expect(await errorMessage(again)).toBe(reportTexts.alreadyReportedUser);

    const item = await createItem(t, owen, { title: 'Soon gone' });
    expect((await rita_.post(`/api/items/${item.id}/reports`, report)).status).toBe(201);
    await t.db.delete(items).where(eq(items.id, item.id));
    const [kept] = await t.db.select().from(reports).where(eq(reports.reportedItemTitle, 'Soon gone'));
    expect(kept).toMatchObject({ reportedItemId: null, status: 'pending' });
  });
});

describe('deciding reports (staff)', () => {
  it('lists reports to staff only, newest first, filtered by status, with who and what they name', async () => {
    expect((await t.client().get('/api/admin/reports')).status).toBe(401);
    expect((await member.get('/api/admin/reports')).status).toBe(403);
    const item = await createItem(t, owen, { title: 'Listed for the moderator' });
    await rita_.post(`/api/items/${item.id}/reports`, report);
    const res = await moderator.get('/api/admin/reports?status=pending');
    expect(res.status).toBe(200);
    const list = staffReportListSchema.parse(await res.json());
    expect(list.reports.every((r) => r.status === 'pending')).toBe(true);
    expect(list.reports[0]).toMatchObject({
      target: 'item',
      reporter: { username: 'rita_reporter' },
      reportedUser: { username: 'owen_owner' },
      item: { id: item.id, title: 'Listed for the moderator' },
      resolvedBy: null,
    });
    expect(list.reports[0]!.item!.photoUrl).toMatch(/\.webp$/);
    expect((await moderator.get('/api/admin/reports?status=unknown')).status).toBe(400);
  });

  it('moves a report on with notes, stamps who and when, tells the reporter, and refuses a second decision', async () => {
    const item = await createItem(t, owen, { title: 'Fake sneakers' });
    const filed = filedReportSchema.parse(
      await (await rita_.post(`/api/items/${item.id}/reports`, report)).json(),
    );
    const investigating = await moderator.request(`/api/admin/reports/${filed.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'investigating' }),
    });
    expect(investigating.status).toBe(200);
    const seen = staffReportSchema.parse(await investigating.json());
    expect(seen).toMatchObject({ status: 'investigating', resolvedBy: { username: 'mona_moderator' } });
    expect(seen.resolvedAt).not.toBeNull();

    const decide = (client: TestClient, status: string) =>
      client.request(`/api/admin/reports/${filed.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status, resolutionNotes: 'Listing removed; seller warned.' }),
      });
    expect((await decide(member, 'resolved')).status).toBe(403);
    const answers = await Promise.all([decide(moderator, 'resolved'), decide(moderator, 'dismissed')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, filed.id));
    expect(row!.resolutionNotes).toBe('Listing removed; seller warned.');
    expect(['resolved', 'dismissed']).toContain(row!.status);
    expect((await decide(moderator, 'investigating')).status).toBe(409);

    const told = (await (await rita_.get('/api/notifications')).json()) as {
      notifications: Array<{ title: string; message: string }>;
    };
    const about = told.notifications.filter((n) => n.message.includes('"Fake sneakers"'));
    expect(about).toHaveLength(1);
    expect(about[0]!.title).toBe('Your report was reviewed');
  });

  it('answers 404 for an unknown report and 400 for a status it cannot be set to', async () => {
    const patch = (id: string, body: unknown) =>
      moderator.request(`/api/admin/reports/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch('7d5c4a8e-0000-4000-8000-000000000000', { status: 'resolved' })).status).toBe(404);
    expect((await patch('not-a-uuid', { status: 'resolved' })).status).toBe(404);
    expect((await patch('7d5c4a8e-0000-4000-8000-000000000000', { status: 'pending' })).status).toBe(400);
  });
});

describe('how many reports a member may file', () => {
  it(`files at most ${REPORTS_PER_HOUR} an hour from one member, then 429 in the product's words`, async () => {
    const reporter = await signedInClient(t, await createUser(t));
    const report = { reason: 'spam', description: 'Posts the same listing everywhere' };
    // A report that is not filed (no such member) does not use up the allowance.
    expect((await reporter.post('/api/users/nobody_here/reports', report)).status).toBe(404);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const target = await createUser(t);
      expect((await reporter.post(`/api/users/${target.username}/reports`, report)).status).toBe(201);
    }
    const item = await createItem(t, await createUser(t));
    const refused = await reporter.post(`/api/items/${item.id}/reports`, report);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      reportTexts.tooMany,
    );
    expect(await t.db.select().from(reports).where(eq(reports.reportedItemId, item.id))).toEqual([]);
    // Another member still reports at once.
    expect((await member.post(`/api/items/${item.id}/reports`, report)).status).toBe(201);
  });
});
