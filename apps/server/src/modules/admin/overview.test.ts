import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardOverviewSchema, type DashboardOverview, type ReportReason } from '@swapyard/domain';
import { jobs, profiles, reports, userVerifications } from '../../db/schema/index.ts';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { cookieOf, listenForSockets, TestSocket } from '../realtime/test-socket.ts';

let t: TestApp;
let owner: TestUser;
let moderator: TestClient;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  owner = await createUser(t, { username: 'overview_owner' });
  moderator = await signedInClient(t, await createUser(t, { username: 'overview_mod', role: 'moderator' }));
});
afterAll(() => t.close());

const overview = async (): Promise<DashboardOverview> => {
  const res = await moderator.get('/api/admin/overview');
  expect(res.status).toBe(200);
  return dashboardOverviewSchema.parse(await res.json());
};

/** A report filed `hoursAgo` hours ago, straight in the database so its age can be set. */
async function oldReport(
  hoursAgo: number,
  status: 'pending' | 'resolved' = 'pending',
  reason: ReportReason = 'spam',
) {
  const reporter = await createUser(t);
  const filedAt = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await t.db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      target: 'user',
      reportedUserId: owner.id,
      reason,
      description: 'Filed for the overview test',
      status,
      createdAt: filedAt,
      ...(status === 'resolved' ? { resolvedAt: new Date(), resolvedBy: reporter.id } : {}),
    })
    .returning();
  return row!;
}

describe('the dashboard overview (docs/product/moderation.md, "The dashboard")', () => {
  it('counts members, pending reports, pending verifications, items and trades as they are now', async () => {
    const before = (await overview()).stats;
    const member = await createUser(t);
    await createItem(t, member);
    await oldReport(1);
    await oldReport(1, 'resolved');
    await t.db.insert(userVerifications).values({ userId: member.id, verificationType: 'passport' });
    await t.db
      .insert(userVerifications)
      .values({ userId: member.id, verificationType: 'email', verifiedAt: new Date() });
    const after = (await overview()).stats;
    // Two reporters and the member joined; one report is still pending; the verified one is not pending.
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.pendingReports - before.pendingReports).toBe(1);
    expect(after.pendingVerifications - before.pendingVerifications).toBe(1);
    expect(after.totalItems - before.totalItems).toBe(1);
    expect(after.activeTrades).toBe(before.activeTrades);
  });

  it('lists the ten newest cases, five of each kind at most, newest first, with a priority', async () => {
    for (let i = 0; i < 6; i++) await oldReport(0.01 * (i + 1), 'pending', i === 0 ? 'fraud' : 'spam');
    for (let i = 0; i < 6; i++) {
      const member = await createUser(t, { username: `verifying_${i}` });
      await t.db.insert(userVerifications).values({
        userId: member.id,
        verificationType: 'national_id',
        createdAt: new Date(Date.now() - 0.001 * (i + 1) * HOUR),
      });
    }
    const { recentActivity } = await overview();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity.filter((a) => a.type === 'report')).toHaveLength(5);
    expect(recentActivity.filter((a) => a.type === 'verification')).toHaveLength(5);
    const times = recentActivity.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(recentActivity).toContainEqual(
      expect.objectContaining({
        type: 'verification',
        message: 'National ID verification from @verifying_0',
      }),
    );
    const fraud = recentActivity.find((a) => a.message.startsWith('Fraud or scam'));
    expect(fraud).toMatchObject({ priority: 'high', message: 'Fraud or scam reported: @overview_owner' });
    expect(recentActivity.find((a) => a.message.startsWith('Spam'))?.priority).toBe('medium');
  });

  it('measures new members this week against last week, and cases waiting over 48 hours', async () => {
    const before = (await overview()).platform;
    const lastWeek = await createUser(t);
    await t.db
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - 10 * 24 * HOUR) })
      .where(eq(profiles.id, lastWeek.id));
    await oldReport(49);
    await oldReport(49, 'resolved');
    await oldReport(47);
    const after = (await overview()).platform;
    // Each report's reporter is a new member of this week; lastWeek's profile moved back ten days.
    expect(after.newMembers.thisWeek - before.newMembers.thisWeek).toBe(3);
    expect(after.newMembers.lastWeek - before.newMembers.lastWeek).toBe(1);
    expect(after.staleOpenCases - before.staleOpenCases).toBe(1);
  });

  it("measures the median time to a staff member's first action over the cases of the last 7 days", async () => {
    const fresh = await createTestApp();
    try {
      const mod = await signedInClient(fresh, await createUser(fresh, { role: 'moderator' }));
      const subject = await createUser(fresh);
      const read = async () =>
        dashboardOverviewSchema.parse(await (await mod.get('/api/admin/overview')).json()).platform;
      expect((await read()).medianFirstActionMinutes).toBeNull();
      const minutesAgo = [10, 30, 90];
      for (const minutes of [...minutesAgo, 60 * 24 * 8]) {
        const reporter = await createUser(fresh);
        const [row] = await fresh.db
          .insert(reports)
          .values({
            reporterId: reporter.id,
            target: 'user',
            reportedUserId: subject.id,
            reason: 'other',
            description: 'Timing',
            createdAt: new Date(Date.now() - minutes * 60_000),
          })
          .returning();
        const res = await mod.request(`/api/admin/reports/${row!.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: 'investigating' }),
        });
        expect(res.status).toBe(200);
      }
      // 10, 30 and 90 minutes: the median is 30 (the 8-day-old case is outside the week).
      expect((await read()).medianFirstActionMinutes).toBeCloseTo(30, 0);
    } finally {
      await fresh.close();
    }
  });

  it('measures database, storage, mail and the job queue; a failed or overdue job shows', async () => {
    await t.db.delete(jobs);
    const healthy = (await overview()).platform.health;
    expect(healthy.database.status).toBe('ok');
    expect(healthy.database.detail).toMatch(/^\d+ ms$/);
    expect(healthy.storage.status).toBe('ok');
    expect(healthy.mail.status).toBe('ok');
    expect(healthy.jobs).toEqual({ status: 'ok', detail: 'Up to date' });

    await enqueueJob(t.db, { kind: 'overview.test', runAt: new Date(Date.now() - 10 * 60_000) });
    expect((await overview()).platform.health.jobs).toEqual({ status: 'degraded', detail: '1 overdue' });
    await t.db.update(jobs).set({ failedAt: new Date(), lastError: 'gave up' });
    expect((await overview()).platform.health.jobs).toEqual({ status: 'degraded', detail: '1 failed' });
  });
});

describe('live dashboard updates on staff:cases', () => {
  it('tells subscribed staff when a report is filed or decided; members may not listen', async () => {
    const served = await listenForSockets(t.app);
    const member = await signedInClient(t, await createUser(t));
    const staffSocket = await TestSocket.open(served.url, { Cookie: cookieOf(moderator) });
    const memberSocket = await TestSocket.open(served.url, { Cookie: cookieOf(member) });
    try {
      expect(await staffSocket.subscribe('staff:cases')).toEqual({
        type: 'subscribed',
        topic: 'staff:cases',
      });
      expect(await memberSocket.subscribe('staff:cases')).toMatchObject({
        type: 'error',
        message: 'You cannot subscribe to this topic',
      });
      const from = staffSocket.frames.length;
      const item = await createItem(t, owner, { title: 'Live case' });
      const filed = await member.post(`/api/items/${item.id}/reports`, {
        reason: 'spam',
        description: 'Again.',
      });
      expect(filed.status).toBe(201);
      expect((await staffSocket.next((f) => f.event?.type === 'cases.changed', { from })).topic).toBe(
        'staff:cases',
      );
    } finally {
      staffSocket.close();
      memberSocket.close();
      await served.close();
    }
  });
});
