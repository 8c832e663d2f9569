import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { username: 'tessa', email: 'tessa@example.com', password: 'tessa-pass-1' });
});
afterAll(() => t.close());

let totp: TOTP;

const signIn = async () => {
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/username', {
    username: 'tessa',
    password: member.password,
  });
  return { client, res, body: (await res.json()) as Record<string, unknown> };
};

describe('two-factor authentication (authenticator app)', () => {
  it('enrols with the password and confirms with a first code', async () => {
    const client = await signedInClient(t, member);
    const wrong = await client.post('/api/auth/two-factor/enable', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);

    const enable = await client.post('/api/auth/two-factor/enable', { password: member.password });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Swapyard:tessa%40example\.com\?/);
    expect(backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    totp = new TOTP({ secret, digits: 6, period: 30 });

    // Not enabled until a code proves the app is set up.
    expect((await (await client.get('/api/me')).json()) as object).toMatchObject({
      user: { twoFactorEnabled: false },
    });
    const verify = await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(verify.status).toBe(200);
    expect((await (await client.get('/api/me')).json()) as object).toMatchObject({
      user: { twoFactorEnabled: true },
    });
  });

  it('then asks sign-in for a code: no session until a valid code is given', async () => {
    const { client, res, body } = await signIn();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ twoFactorRedirect: true });
    expect(client.sessionToken).toBeUndefined();
    expect((await client.get('/api/me')).status).toBe(401);

    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(client.sessionToken).toBeUndefined();

    const ok = await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('a code without the password step signs nobody in', async () => {
    const res = await t.client().post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(res.status).toBe(401);
  });

  it('disables with the password; sign-in is one step again', async () => {
    const { client } = await signIn();
    await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    const disable = await client.post('/api/auth/two-factor/disable', { password: member.password });
    expect(disable.status).toBe(200);
    const again = await signIn();
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect(again.client.sessionToken).toBeTruthy();
  });
});
