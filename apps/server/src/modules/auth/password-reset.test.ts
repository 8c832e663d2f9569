import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkIn, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t, { username: 'ruth', email: 'ruth@example.com', password: 'old-password-1' });
});
afterAll(() => t.close());

describe('password recovery', () => {
  it('mails a link that lands on the reset page with a token, then sets the new password', async () => {
    const oldDevice = await signedInClient(t, member);

    const request = await t.client().post('/api/auth/request-password-reset', {
      email: 'ruth@example.com',
      redirectTo: '/auth/reset-password',
    });
    expect(request.status).toBe(200);
    const [mail] = await t.mailsTo('ruth@example.com');
    expect(mail?.subject).toBe('Reset your Swapyard password');

    const browser = t.client();
    const landing = await browser.get(linkIn(mail));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/auth/reset-password');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', { token, newPassword: 'new-password-2' });
    expect(reset.status).toBe(200);

    const oldPassword = await t.client().post('/api/auth/sign-in/username', {
      username: 'ruth',
      password: 'old-password-1',
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.client().post('/api/auth/sign-in/username', {
      username: 'ruth',
      password: 'new-password-2',
    });
    expect(newPassword.status).toBe(200);
    // Resetting the password ends the sessions opened with the old one.
    expect((await oldDevice.get('/api/me')).status).toBe(401);
    // The token works once.
    const again = await browser.post('/api/auth/reset-password', { token, newPassword: 'third-password-3' });
    expect(again.status).toBe(400);
  });

  it('sends the link to the reset page even when the client names no page', async () => {
    await t.client().post('/api/auth/request-password-reset', { email: 'ruth@example.com' });
    const [mail] = await t.mailsTo('ruth@example.com');
    const landing = await t.client().get(linkIn(mail));
    expect(landing.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/auth\/reset-password\?token=/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await t.outbox.list()).length;
    const res = await t.client().post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect((await t.outbox.list()).length).toBe(before);
  });

  it('refuses a redirect to a foreign site', async () => {
    const res = await t.client().post('/api/auth/request-password-reset', {
      email: 'ruth@example.com',
      redirectTo: 'https://evil.example/steal',
    });
    expect(res.status).toBe(403);
  });
});
