import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListSchema, filedReportSchema } from '@swapyard/domain';
import { auditLog } from '../../db/schema/index.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let owen: TestUser;
let reporter: TestClient;
let moderator: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owen = await createUser(t, { username: 'audited_owner' });
  reporter = await signedInClient(t, await createUser(t, { username: 'audit_reporter' }));
  moderator = await signedInClient(
    t,
    await createUser(t, { username: 'audit_moderator', role: 'moderator' }),
  );
  member = await signedInClient(t, await createUser(t, { username: 'audit_member' }));
});
afterAll(() => t.close());

async function decidedReport(): Promise<string> {
  const item = await createItem(t, owen, { title: 'Audited listing' });
  const filed = filedReportSchema.parse(
    await (
      await reporter.post(`/api/items/${item.id}/reports`, {
        reason: 'spam',
        description: 'Posted ten times.',
      })
    ).json(),
  );
  const res = await moderator.request(`/api/admin/reports/${filed.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'resolved', resolutionNotes: 'Duplicates removed.' }),
  });
  expect(res.status).toBe(200);
  return filed.id;
}

describe('the audit log (docs/product/moderation.md, "Audit log")', () => {
  it("records a staff decision with who, when and before → after, by case and in the member's history", async () => {
    const id = await decidedReport();
    const byCase = auditListSchema.parse(
      await (await moderator.get(`/api/admin/audit?subjectType=report&subjectId=${id}`)).json(),
    );
    expect(byCase.entries).toEqual([
      expect.objectContaining({
        action: 'report.status',
        subjectUserId: owen.id,
        actor: expect.objectContaining({ username: 'audit_moderator' }),
        before: { status: 'pending', resolutionNotes: null },
        after: { status: 'resolved', resolutionNotes: 'Duplicates removed.' },
      }),
    ]);
    const byMember = auditListSchema.parse(
      await (await moderator.get(`/api/admin/audit?userId=${owen.id}`)).json(),
    );
    expect(byMember.entries.map((e) => e.subjectId)).toContain(id);
  });

  it('is for staff only and needs a subject or a member', async () => {
    expect((await t.client().get(`/api/admin/audit?userId=${owen.id}`)).status).toBe(401);
    expect((await member.get(`/api/admin/audit?userId=${owen.id}`)).status).toBe(403);
    expect((await moderator.get('/api/admin/audit')).status).toBe(400);
    expect((await moderator.get('/api/admin/audit?subjectType=report')).status).toBe(400);
  });

  it('refuses to change or remove an entry, even straight in the database', async () => {
    const id = await decidedReport();
    await expect(
      t.db.update(auditLog).set({ action: 'report.forged' }).where(eq(auditLog.subjectId, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.subjectId, id))).rejects.toThrow();
    const kept = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(kept.map((entry) => entry.action)).toEqual(['report.status']);
  });
});
