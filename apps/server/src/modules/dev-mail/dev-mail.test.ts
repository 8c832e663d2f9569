import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { listen } from '../../server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let served: Awaited<ReturnType<typeof serve>>;

/** The app on a real socket at 127.0.0.1, so requests reach it from this machine (loopback), as in a browser. */
async function serve(app: TestApp['app']) {
  const { server, port } = await listen(app.fetch, 0, '127.0.0.1');
  return {
    get: (path: string, headers?: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Node's request bindings as @hono/node-server passes them, for a peer at `remoteAddress`. */
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

beforeAll(async () => {
  t = await createTestApp();
  served = await serve(t.app);
  await t.outbox.send({ to: 'a@example.com', subject: 'First <mail>', text: 'Hello', html: '<p>Hello</p>' });
  await t.outbox.send({
    to: 'b@example.com',
    subject: 'Second',
    text: 'Open http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fsurvey now',
    html: '<a href="http://localhost:3000/x">x</a>',
  });
});
afterAll(async () => {
  await served.close();
  await t.close();
});

describe('/dev/mail', () => {
  it('lists the outbox as JSON, newest first', async () => {
    const res = await served.get('/dev/mail.json');
    expect(res.status).toBe(200);
    const mails = (await res.json()) as Array<Record<string, unknown>>;
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'First <mail>']);
    expect(Object.keys(mails[0]!).sort()).toEqual(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
  });

  it('keeps the mails to one address with ?to=', async () => {
    const res = await served.get('/dev/mail.json?to=b%40example.com');
    const mails = (await res.json()) as Array<Record<string, unknown>>;
    expect(mails.map((m) => m.subject)).toEqual(['Second']);
  });

  it('shows a readable page with clickable links, escaping the mail content', async () => {
    const res = await served.get('/dev/mail');
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
    const server = await serve(prod.app);
    try {
      expect((await server.get('/dev/mail')).status).toBe(404);
      expect((await server.get('/dev/mail.json')).status).toBe(404);
    } finally {
      await server.close();
      await prod.close();
    }
  });
});

describe('/dev/mail is for this machine only', () => {
  it('answers 404 to a request from another machine, whatever X-Forwarded-For claims', async () => {
    for (const peer of ['192.0.2.7', '::ffff:10.0.0.5', 'fd00::9']) {
      const res = await t.app.request(
        '/dev/mail.json',
        { headers: { 'X-Forwarded-For': '127.0.0.1' } },
        fromPeer(peer),
      );
      expect(res.status, peer).toBe(404);
    }
    // A request with no socket at all (no peer address) is not from this machine either.
    expect((await t.app.request('/dev/mail')).status).toBe(404);
  });

  it('answers a loopback peer, IPv4, IPv6 or IPv4-mapped', async () => {
    for (const peer of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.request('/dev/mail.json', {}, fromPeer(peer))).status, peer).toBe(200);
    }
  });

  it('trusts X-Forwarded-For for nothing here, even behind a trusted proxy', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await proxied.app.request(
        '/dev/mail.json',
        { headers: { 'X-Forwarded-For': '127.0.0.1' } },
        fromPeer('192.0.2.7'),
      );
      expect(res.status).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist with DATABASE_URL or SMTP_URL set, even from this machine', async () => {
    const secret = 'x'.repeat(40);
    const database = loadConfig({ DATABASE_URL: 'postgres://localhost/x', BETTER_AUTH_SECRET: secret });
    const smtp = loadConfig({ SMTP_URL: 'smtp://mail.example:25' });
    expect([database.devPages, smtp.devPages]).toEqual([false, false]);
    const app = await createTestApp({ config: { devPages: database.devPages } });
    const server = await serve(app.app);
    try {
      expect((await server.get('/dev/mail.json')).status).toBe(404);
      expect((await server.get('/dev/mail')).status).toBe(404);
    } finally {
      await server.close();
      await app.close();
    }
  });
});
