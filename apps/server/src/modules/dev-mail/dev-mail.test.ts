import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.outbox.send({ to: 'a@example.com', subject: 'First <mail>', text: 'Hello', html: '<p>Hello</p>' });
  await t.outbox.send({
    to: 'b@example.com',
    subject: 'Second',
    text: 'Open http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fsurvey now',
    html: '<a href="http://localhost:3000/x">x</a>',
  });
});
afterAll(() => t.close());

describe('/dev/mail', () => {
  it('lists the outbox as JSON, newest first', async () => {
    const res = await t.app.request('/dev/mail.json');
    expect(res.status).toBe(200);
    const mails = (await res.json()) as Array<Record<string, unknown>>;
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First <mail>']);
    expect(Object.keys(mails[0]!).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
  });

  it('shows a readable page with clickable links, escaping the mail content', async () => {
    const res = await t.app.request('/dev/mail');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First &lt;mail&gt;'));
    expect(html).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=abc&amp;callbackURL=%2Fsurvey">',
    );
    expect(html).not.toContain('First <mail>');
    expect(html).toContain('b@example.com');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ config: { isProduction: true } });
    try {
      expect((await prod.app.request('/dev/mail')).status).toBe(404);
      expect((await prod.app.request('/dev/mail.json')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
