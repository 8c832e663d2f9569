import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditListSchema, failedJobListSchema } from '@swapyard/domain';
import { jobs } from '../../db/schema/index.ts';
import { createJobRunner, enqueueJob } from '../../platform/jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let member: TestClient;
let moderator: TestClient;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  member = await signedInClient(t, await createUser(t, { username: 'plain_member' }));
  moderator = await signedInClient(t, await createUser(t, { username: 'the_moderator', role: 'moderator' }));
  admin = await signedInClient(t, await createUser(t, { username: 'the_admin', role: 'admin' }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
});

/** A job whose handler always throws, run until it is out of attempts. */
async function failedJob(error = 'payout provider refused: account closed'): Promise<string> {
  await enqueueJob(t.db, { kind: 'withdrawal.payout', payload: { sealed: 'secret-destination' } });
  const runner = createJobRunner({
    db: t.db,
    logger: t.logger,
    maxAttempts: 1,
    handlers: {
      'withdrawal.payout': async () => {
        throw new Error(error);
      },
    },
  });
  await runner.runDue();
  const [row] = await t.db.select().from(jobs);
  expect(row?.failedAt).toBeInstanceOf(Date);
  return row!.id;
}

describe('failed jobs for staff', () => {
  it('lists failed jobs to admins and moderators only, with the last error and without the payload', async () => {
    const id = await failedJob();
    expect((await t.client().get('/api/admin/jobs/failed')).status).toBe(401);
    const refused = await member.get('/api/admin/jobs/failed');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });

    for (const staff of [moderator, admin]) {
      const res = await staff.get('/api/admin/jobs/failed');
      expect(res.status).toBe(200);
      const body = failedJobListSchema.parse(await res.json());
      expect(body.total).toBe(1);
      expect(body.jobs).toEqual([
        expect.objectContaining({
          id,
          kind: 'withdrawal.payout',
          attempts: 1,
          lastError: 'payout provider refused: account closed',
        }),
      ]);
      expect(JSON.stringify(body)).not.toContain('secret-destination');
    }
  });

  it('retries a failed job once with a fresh set of attempts; only admins can, and it is audited', async () => {
    const id = await failedJob();
    expect((await member.post(`/api/admin/jobs/${id}/retry`, {})).status).toBe(403);
    expect((await moderator.post(`/api/admin/jobs/${id}/retry`, {})).status).toBe(403);
    expect((await admin.post(`/api/admin/jobs/${id}/retry`, {})).status).toBe(204);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ failedAt: null, attempts: 0 });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Already retried: not failed any more, so a second click changes nothing.
    expect((await admin.post(`/api/admin/jobs/${id}/retry`, {})).status).toBe(404);
    expect((await admin.post('/api/admin/jobs/not-a-uuid/retry', {})).status).toBe(400);
    const trail = auditListSchema.parse(
      await (await moderator.get(`/api/admin/audit?subjectType=job&subjectId=${id}`)).json(),
    );
    expect(trail.entries).toEqual([
      expect.objectContaining({
        action: 'job.retry',
        actor: expect.objectContaining({ username: 'the_admin' }),
      }),
    ]);
  });
});
