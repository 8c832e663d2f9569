import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { username: 'Quinn', email: 'quinn@example.com', password: 'quinn-pass-1' });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('works by e-mail, with an HttpOnly session cookie valid for 30 days', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign-in/email', {
      email: 'QUINN@example.com',
      password: 'quinn-pass-1',
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('swapyard.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(Number(cookie.match(/Max-Age=(\d+)/i)?.[1])).toBe(30 * 24 * 60 * 60);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('works by username, in any case', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/sign-in/username', {
      username: 'qUINN',
      password: 'quinn-pass-1',
    });
    expect(res.status).toBe(200);
    const me = (await (await client.get('/api/me')).json()) as { profile: { username: string } };
    expect(me.profile.username).toBe('Quinn');
  });

  it('rejects a wrong password with 401 and no session', async () => {
    const client = t.client();
    const byEmail = await client.post('/api/auth/sign-in/email', {
      email: 'quinn@example.com',
      password: 'nope-nope',
    });
    expect(byEmail.status).toBe(401);
    const byUsername = await client.post('/api/auth/sign-in/username', {
      username: 'quinn',
      password: 'nope-nope',
    });
    expect(byUsername.status).toBe(401);
    expect(await byUsername.json()).toMatchObject({ code: 'INVALID_USERNAME_OR_PASSWORD' });
    expect(client.sessionToken).toBeUndefined();
    // better-auth's own log line carries the request id of the request it belongs to.
    const requestId = byUsername.headers.get('x-request-id');
    expect(t.logs).toContainEqual(
      expect.objectContaining({ module: 'better-auth', requestId, msg: 'Invalid password' }),
    );
  });
});

describe('account changes', () => {
  it('renaming the account renames the profile in the same step', async () => {
    const renamer = await createUser(t, { username: 'oldhandle', fullName: 'Old Name' });
    const client = await signedInClient(t, renamer);
    const res = await client.post('/api/auth/update-user', {
      name: 'New Name',
      username: 'NewHandle',
      displayUsername: 'NewHandle',
    });
    expect(res.status).toBe(200);
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      profile: { username: 'NewHandle', fullName: 'New Name' },
    });
    // Only `username` sent: the profile follows it rather than keeping a stale display name.
    await client.post('/api/auth/update-user', { username: 'third_handle' });
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      profile: { username: 'third_handle' },
    });
    const signIn = await t.client().post('/api/auth/sign-in/username', {
      username: 'THIRD_handle',
      password: renamer.password,
    });
    expect(signIn.status).toBe(200);
    expect((await client.post('/api/auth/update-user', { name: '' })).status).toBe(400);
  });
});

describe('request size', () => {
  it('refuses an oversized body before better-auth reads it', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', {
      email: 'quinn@example.com',
      password: 'x'.repeat(100_000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('sign-out', () => {
  it('ends the session of this device only', async () => {
    const phone = await signedInClient(t, member);
    const laptop = await signedInClient(t, member);
    const res = await phone.post('/api/auth/sign-out', {});
    expect(res.status).toBe(200);
    expect(phone.sessionToken).toBeUndefined();
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
  });

  it('the old cookie stops working after sign-out, even if replayed', async () => {
    const client = await signedInClient(t, member);
    const stolen = client.sessionToken!;
    await client.post('/api/auth/sign-out', {});
    const replay = await t.client().get('/api/me', { Cookie: `swapyard.session_token=${stolen}` });
    expect(replay.status).toBe(401);
  });

  it('everywhere: revoking all sessions signs out every other device', async () => {
    const phone = await signedInClient(t, member);
    const laptop = await signedInClient(t, member);
    expect((await phone.post('/api/auth/revoke-sessions', {})).status).toBe(200);
    await phone.post('/api/auth/sign-out', {});
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/get-session')).status).toBe(200);
    expect(await (await laptop.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('trusts the Vite dev server origin (the web app during npm run dev)', async () => {
    const client = await signedInClient(t, member);
    const res = await client.post('/api/auth/sign-out', {}, { Origin: 'http://localhost:5173' });
    expect(res.status).toBe(200);
  });

  it('does not trust the Vite dev server origin in production', async () => {
    const prod = await createTestApp({ config: { isProduction: true } });
    try {
      const user = await createUser(prod, { username: 'produser' });
      const client = await signedInClient(prod, user);
      const res = await client.post('/api/auth/sign-out', {}, { Origin: 'http://localhost:5173' });
      expect(res.status).toBe(403);
    } finally {
      await prod.close();
    }
  });

  it('refuses a cookie-carrying sign-out from another origin (CSRF)', async () => {
    const client = await signedInClient(t, member);
    const res = await client.post('/api/auth/sign-out', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
