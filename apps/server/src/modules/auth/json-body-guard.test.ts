import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@swapyard/domain';
import { user } from '../../db/schema/index.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let member: TestUser;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { fullName: 'Nora Null' });
  client = await signedInClient(t, member);
});
afterAll(() => t.close());

const postRaw = (c: TestClient, path: string, body: string) =>
  c.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('JSON bodies of /api/auth/*', () => {
  it('refuses a body that is not an object with 400, where update-user answered 500 to null', async () => {
    for (const body of ['null', '[]', '"name"', '42', 'true']) {
      const res = await postRaw(client, '/api/auth/update-user', body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ code: 'BODY_MUST_BE_AN_OBJECT', message: 'Body must be an object' });
    }
    // The same before sign-in: the visitor never reaches better-auth's handlers with it.
    expect((await postRaw(t.client(), '/api/auth/sign-in/username', 'null')).status).toBe(400);
  });

  it('refuses control characters in any of its strings, nested too, and changes nothing', async () => {
    const res = await postRaw(client, '/api/auth/update-user', JSON.stringify({ name: 'Nora\u0000' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'INVALID_TEXT', message: CONTROL_CHARACTERS_MESSAGE });
    const nested = JSON.stringify({ name: 'Nora', extra: { deeper: ['\u001b[2J'] } });
    expect((await postRaw(client, '/api/auth/update-user', nested)).status).toBe(400);
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, member.id));
    expect(row?.name).toBe('Nora Null');
  });

  it('lets well-formed bodies through to better-auth, line breaks in a string included', async () => {
    const res = await client.post('/api/auth/update-user', { name: 'Nora Next' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, member.id));
    expect(row?.name).toBe('Nora Next');
    // Sign-in reads its body after the guard: a password is compared, never refused for its characters here.
    const wrong = await t.client().post('/api/auth/sign-in/username', {
      username: member.username,
      password: 'wrong\npassword',
    });
    expect(wrong.status).toBe(401);
  });
});
