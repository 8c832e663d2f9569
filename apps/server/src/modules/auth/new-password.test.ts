import { authMessages } from '@swapyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const blank = { code: 'PASSWORD_BLANK', message: authMessages.passwordBlank };
const common = { code: 'PASSWORD_TOO_COMMON', message: authMessages.passwordTooCommon };

describe('a new password is neither common nor only spaces', () => {
  it('at sign-up', async () => {
    const signUp = (password: string, username: string) =>
      t.client().post('/api/auth/sign-up/email', {
        email: `${username}@example.com`,
        password,
        name: 'New Member',
        username,
      });
    for (const [password, expected] of [
      ['password1', common],
      ['  Sunshine  ', common],
      [' '.repeat(10), blank],
    ] as const) {
      const res = await signUp(password, 'refused');
      expect(res.status, password).toBe(400);
      expect(await res.json()).toMatchObject(expected);
    }
    expect((await signUp('uncommon-choice-7', 'accepted')).status).toBe(200);
  });

  it('at a password change, where it also signs every other device out', async () => {
    const member = await createUser(t, { password: 'first-password-1' });
    const client = await signedInClient(t, member);
    const otherDevice = await signedInClient(t, member);
    const change = (newPassword: string) =>
      client.post('/api/auth/change-password', { currentPassword: 'first-password-1', newPassword });
    const refused = await change('iloveyou');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject(common);
    const spaces = await change(' '.repeat(9));
    expect(await spaces.json()).toMatchObject(blank);

    // Even when the client does not ask for it (revokeOtherSessions left out).
    expect((await change('second-password-2')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
  });

  it('at a password reset', async () => {
    const member = await createUser(t, { email: 'resetter@example.com', password: 'first-password-1' });
    await t.client().post('/api/auth/request-password-reset', {
      email: member.email,
      redirectTo: '/auth/reset-password',
    });
    const [mail] = await t.mailsTo(member.email);
    const landing = await t.client().get(linkIn(mail));
    const token = new URL(landing.headers.get('location')!).searchParams.get('token')!;
    const reset = (newPassword: string) =>
      t.client().post('/api/auth/reset-password', { token, newPassword });
    const refused = await reset('qwertyuiop');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject(common);
    expect(await (await reset('\t'.repeat(8))).json()).toMatchObject(blank);
    // The refusals did not use the token up.
    expect((await reset('uncommon-choice-8')).status).toBe(200);
  });
});
