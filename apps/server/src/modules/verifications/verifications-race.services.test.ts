import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, userVerifications } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { REMOVE_DOCUMENTS_JOB } from './service.ts';
import { decide, documentPhoto, sendVerification, submitted, validFields } from './verification-test-kit.ts';

// Needs PostgreSQL: PGlite runs one transaction at a time, so the decisions below could not overlap there.
let t: TestApp;
let staff: TestClient[];
beforeAll(async () => {
  t = await createTestApp();
  staff = [
    await signedInClient(t, await createUser(t, { role: 'moderator' })),
    await signedInClient(t, await createUser(t, { role: 'admin' })),
    await signedInClient(t, await createUser(t, { role: 'moderator' })),
  ];
});
afterAll(() => t.close());

describe('deciding a verification while other staff decide it (docs/product/verification.md, "Review")', () => {
  it('decides it once: one 200, the others 409, one notification and one removal job', async () => {
    for (let round = 0; round < 6; round++) {
      const user = await createUser(t);
      const verification = await submitted(await signedInClient(t, user), { type: 'identity' });
      const answers = await Promise.all(
        staff.map((client, i) =>
          decide(
            client,
            verification.id,
            i % 2 === 0 ? { decision: 'approve' } : { decision: 'reject', reason: 'Unreadable' },
          ),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
      const [row] = await t.db
        .select()
        .from(userVerifications)
        .where(eq(userVerifications.id, verification.id));
      expect(Number(row!.verifiedAt !== null) + Number(row!.rejectedAt !== null)).toBe(1);
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(
        1,
      );
      const removal = await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${REMOVE_DOCUMENTS_JOB}:${verification.id}`));
      expect(removal).toHaveLength(1);
    }
  });
});

describe('a member submitting the same type twice at once', () => {
  it('files one, answers the other 409, and keeps only the files of the one filed', async () => {
    const photo = await documentPhoto();
    for (let round = 0; round < 4; round++) {
      const user = await createUser(t);
      const client = await signedInClient(t, user);
      const answers = await Promise.all(
        [1, 2, 3].map(() => sendVerification(client, validFields({ type: 'passport' }), [photo])),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
      const rows = await t.db.select().from(userVerifications).where(eq(userVerifications.userId, user.id));
      expect(rows).toHaveLength(1);
      const files = await t.storage.list(`private/verifications/${user.id}/`);
      expect(files.every((file) => file.key.includes(`/${rows[0]!.id}/`))).toBe(true);
      expect(files).toHaveLength(2);
    }
  });
});
