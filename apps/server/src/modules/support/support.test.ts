import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES_PER_HOUR, supportTexts } from '@swapyard/domain';
import { OutboxMailer, SmtpMailer } from '../../platform/mail/index.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let outbox: OutboxMailer;
let member: TestUser;
beforeAll(async () => {
  outbox = new OutboxMailer();
  t = await createTestApp({ mailer: outbox });
  member = await createUser(t, { username: 'helpme', fullName: 'Hal Pemberton' });
});
afterAll(() => t.close());

describe('POST /api/support/messages', () => {
  it("mails the member's message to the support address, saying who sent it", async () => {
    const client = await signedInClient(t, member);
    const res = await client.post('/api/support/messages', {
      subject: '  Where is my parcel?  ',
      message: 'Line one\nLine <two>',
    });
    expect(res.status).toBe(204);
    const mail = (await outbox.list()).find((m) => m.subject === '[Support] Where is my parcel?');
    expect(mail).toMatchObject({ to: 'support@swapyard.local' });
    expect(mail?.text).toContain(`From: Hal Pemberton (@helpme) <${member.email}>`);
    expect(mail?.text).toContain('Line one\nLine <two>');
    expect(mail?.html).toContain('Line &lt;two&gt;');
  });

  it('refuses a visitor (401) and an empty subject or message (400, with the reason)', async () => {
    expect((await t.client().post('/api/support/messages', { subject: 'Hi', message: 'Hello' })).status).toBe(
      401,
    );
    const client = await signedInClient(t, member);
    const empty = await client.post('/api/support/messages', { subject: ' ', message: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Please enter a subject');
    const long = await client.post('/api/support/messages', { subject: 'x', message: 'y'.repeat(4001) });
    expect(long.status).toBe(400);
  });

  it('takes a few messages an hour from one member, then refuses with 429 and says why', async () => {
    const sender = await createUser(t);
    const client = await signedInClient(t, sender);
    for (let n = 1; n <= SUPPORT_MESSAGES_PER_HOUR; n++) {
      expect(
        (await client.post('/api/support/messages', { subject: `Try ${n}`, message: 'Hello' })).status,
      ).toBe(204);
    }
    const refused = await client.post('/api/support/messages', { subject: 'Once more', message: 'Hello' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      supportTexts.tooMany,
    );
    // Another member is not held back by this one.
    const other = await signedInClient(t, await createUser(t));
    expect((await other.post('/api/support/messages', { subject: 'Hi', message: 'Hello' })).status).toBe(204);
  });
});

describe('POST /api/support/messages when the mail server is down', () => {
  it('answers 503 with a message to try again, and does not count the attempt', async () => {
    // A real SMTP client aimed at a port nobody listens on: the connection is refused.
    const down = await createTestApp({
      mailer: new SmtpMailer('smtp://127.0.0.1:9', 'Swapyard <no-reply@test>'),
    });
    try {
      const client = await signedInClient(down, await createUser(down));
      for (let n = 0; n <= SUPPORT_MESSAGES_PER_HOUR; n++) {
        const res = await client.post('/api/support/messages', { subject: 'Hi', message: 'Hello' });
        expect(res.status).toBe(503);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          supportTexts.notSent,
        );
      }
    } finally {
      await down.close();
    }
  });
});
