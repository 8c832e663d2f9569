import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAdminTexts } from '@swapyard/domain';
import { session } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// On PostgreSQL, under real concurrency: a sign-in racing a suspension never leaves the member a session
// (docs/product/moderation.md, "Suspending a member").

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  admin = await signedInClient(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

describe('a sign-in racing a suspension', () => {
  it('ends with no session for the suspended member, whichever comes first', async () => {
    for (let round = 0; round < 15; round++) {
      const member = await createUser(t);
      const [signIn, suspended] = await Promise.all([
        t
          .client()
          .post('/api/auth/sign-in/username', { username: member.username, password: member.password }),
        admin.post(`/api/admin/users/${member.id}/suspension`, { reason: `Race ${round}` }),
      ]);
      expect(suspended.status).toBe(200);
      // Signed in before the suspension (its session then deleted with it), or refused with the member's words,
      // never a 500 when the database refuses a session the hook let through.
      expect([200, 403]).toContain(signIn.status);
      if (signIn.status === 403) {
        expect(((await signIn.json()) as { message: string }).message).toBe(memberAdminTexts.suspendedSignIn);
      }
      expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    }
  });
});
