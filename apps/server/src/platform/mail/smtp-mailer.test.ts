import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMailer, OutboxMailer } from './index.ts';
import { SmtpMailer } from './smtp-mailer.ts';

// A real SMTP server on a random local port, started by the test: no outside service needed.
const received: Array<{ from: string; to: string[]; data: string }> = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SmtpMailer', () => {
  it('delivers the mail, text and HTML, from MAIL_FROM', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Swapyard <no-reply@swapyard.test>');
    await mailer.send({
      to: 'member@example.com',
      subject: 'Confirm your Swapyard account',
      text: 'Open http://localhost:3000/x',
      html: '<a href="http://localhost:3000/x">Confirm</a>',
    });
    await mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('no-reply@swapyard.test');
    expect(mail!.to).toEqual(['member@example.com']);
    expect(mail!.data).toContain('Subject: Confirm your Swapyard account');
    expect(mail!.data).toContain('Content-Type: text/plain');
    expect(mail!.data).toContain('Content-Type: text/html');
  });
});

describe('createMailer', () => {
  it('uses SMTP when SMTP_URL is set, otherwise the outbox', async () => {
    const logger = createLogger('silent');
    const smtp = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'a@b.test', dataDir: '/tmp/x' },
      logger,
    );
    expect(smtp).toBeInstanceOf(SmtpMailer);
    await smtp.close?.();
    expect(createMailer({ mailFrom: 'a@b.test', dataDir: '/tmp/x' }, logger)).toBeInstanceOf(OutboxMailer);
  });
});
