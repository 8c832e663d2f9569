import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@swapyard/domain';
import { defaultAuthRateLimits, type AuthRateLimits } from '../../platform/rate-limit/auth-rate-limit.ts';
import { RedisRateLimitStore } from '../../platform/rate-limit/redis-store.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';

const minute = 60_000;
const limits: AuthRateLimits = {
  signIn: {
    perIp: { max: 3, windowMs: minute },
    perAccountPerIp: { max: 2, windowMs: minute },
    perAccount: { max: 4, windowMs: minute },
    perAccountPerIpUnderAttack: 1,
  },
  signUp: { perIp: { max: 2, windowMs: minute } },
  recovery: { perIp: { max: 2, windowMs: minute }, perAccount: { max: 1, windowMs: minute } },
};

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({
    error: { code: 'RATE_LIMITED', message: authMessages.tooManyAttempts },
    message: authMessages.tooManyAttempts,
  });
}

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: limits, config: { trustProxy: true } });
    await createUser(t, { username: 'victim', email: 'victim@example.com', password: 'victim-pass-1' });
  });
  afterAll(() => t.close());

  const from = (ip: string) => t.client({ headers: { 'X-Forwarded-For': ip } });

  it('limits sign-in attempts per client IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      const res = await from(ip).post('/api/auth/sign-in/email', {
        email: `x${i}@example.com`,
        password: 'whatever1',
      });
      expect(res.status).toBe(401);
    }
    await expectRateLimited(
      await from(ip).post('/api/auth/sign-in/username', { username: 'y', password: 'abcdefgh' }),
    );
    // Another client is not affected; the proxy's last hop is the client, not a forged first entry.
    const other = await from(`${ip}, ${newIp()}`).post('/api/auth/sign-in/email', {
      email: 'z@example.com',
      password: 'whatever1',
    });
    expect(other.status).toBe(401);
  });

  it('counts an account once, whether named by e-mail or username, in any case, per client IP', async () => {
    const ip = newIp();
    const attempt = (body: Record<string, string>) =>
      from(ip).post('username' in body ? '/api/auth/sign-in/username' : '/api/auth/sign-in/email', {
        ...body,
        password: 'guess-1234',
      });
    expect((await attempt({ email: 'VICTIM@example.com' })).status).toBe(401);
    expect((await attempt({ username: 'Victim' })).status).toBe(401);
    await expectRateLimited(await attempt({ email: 'victim@example.com' }));
    // That IP is refused for the account even with the right password...
    await expectRateLimited(
      await from(ip).post('/api/auth/sign-in/username', { username: 'victim', password: 'victim-pass-1' }),
    );
    // ...while the owner, elsewhere, signs in.
    const owner = await from(newIp()).post('/api/auth/sign-in/email', {
      email: 'victim@example.com',
      password: 'victim-pass-1',
    });
    expect(owner.status).toBe(200);
  });

  it("does not count the owner's own sign-ins (the right password) towards the lockout", async () => {
    await createUser(t, { username: 'regular', email: 'regular@example.com', password: 'regular-pass-1' });
    const ip = newIp();
    const signIn = (password: string) =>
      from(ip).post('/api/auth/sign-in/email', { email: 'regular@example.com', password });
    // perIp is 3 per window: two sign-ins and one typo fit, and the typo is the only strike.
    expect((await signIn('regular-pass-1')).status).toBe(200);
    expect((await signIn('regular-pass-1')).status).toBe(200);
    expect((await signIn('regular-typo-1')).status).toBe(401);
    const later = await from(newIp()).post('/api/auth/sign-in/username', {
      username: 'regular',
      password: 'regular-pass-1',
    });
    expect(later.status).toBe(200);
  });

  it('under attack from many IPs: each IP gets fewer tries, the owner still signs in, and is told once', async () => {
    await createUser(t, { username: 'target', email: 'target@example.com', password: 'target-pass-1' });
    const guess = (ip: string) =>
      from(ip).post('/api/auth/sign-in/username', { username: 'target', password: 'guess-1234' });
    // The ceiling (4 attempts at the account from anywhere) is reached by four IPs, one guess each.
    for (let i = 0; i < 4; i++) expect((await guess(newIp())).status).toBe(401);
    expect(await t.mailsTo('target@example.com')).toEqual([]);
    // Beyond it, one guess per IP: the attacker's fifth IP gets one, then is refused.
    const fifth = newIp();
    expect((await guess(fifth)).status).toBe(401);
    await expectRateLimited(await guess(fifth));
    for (let i = 0; i < 3; i++) expect((await guess(newIp())).status).toBe(401);
    // The owner, on a fresh IP, is not locked out.
    const owner = await from(newIp()).post('/api/auth/sign-in/email', {
      email: 'target@example.com',
      password: 'target-pass-1',
    });
    expect(owner.status).toBe(200);
    const mails = await t.mailsTo('target@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Sign-in attempts on your Swapyard account']);
    expect(mails[0]!.text).toContain('http://localhost:3000/settings');
  });

  it('limits sign-up per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 2; i++) {
      const res = await from(ip).post('/api/auth/sign-up/email', {
        email: `new${i}@example.com`,
        password: 'secret123',
        name: 'New',
        username: `newbie${i}`,
      });
      expect(res.status).toBe(200);
    }
    await expectRateLimited(
      await from(ip).post('/api/auth/sign-up/email', {
        email: 'new9@example.com',
        password: 'secret123',
        name: 'New',
        username: 'newbie9',
      }),
    );
  });

  it('limits recovery per IP and per account', async () => {
    const ip = newIp();
    expect((await from(ip).post('/api/auth/request-password-reset', { email: 'a@example.com' })).status).toBe(
      200,
    );
    expect((await from(ip).post('/api/auth/request-password-reset', { email: 'b@example.com' })).status).toBe(
      200,
    );
    await expectRateLimited(
      await from(ip).post('/api/auth/request-password-reset', { email: 'c@example.com' }),
    );

    expect(
      (await from(newIp()).post('/api/auth/request-password-reset', { email: 'd@example.com' })).status,
    ).toBe(200);
    await expectRateLimited(
      await from(newIp()).post('/api/auth/request-password-reset', { email: 'D@example.com' }),
    );
  });

  it('limits re-sending the confirmation mail like recovery', async () => {
    const resend = (ip: string) =>
      from(ip).post('/api/auth/send-verification-email', {
        email: 'unconfirmed@example.com',
        callbackURL: '/survey',
      });
    expect((await resend(newIp())).status).toBe(200);
    await expectRateLimited(await resend(newIp()));
  });

  it('does not limit other auth endpoints', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await from(ip).get('/api/auth/get-session')).status).toBe(200);
  });
});

describe('with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: defaultAuthRateLimits, config: { trustProxy: true } });
    await createUser(t, { username: 'owner', email: 'owner@example.com', password: 'owner-pass-1' });
  });
  afterAll(() => t.close());

  it("ten wrong passwords lock the guesser's IP out for about fifteen minutes, not the owner", async () => {
    const attacker = t.client({ headers: { 'X-Forwarded-For': '203.0.113.66' } });
    for (let i = 0; i < 10; i++) {
      const res = await attacker.post('/api/auth/sign-in/email', {
        email: 'owner@example.com',
        password: `guess-${i}-x`,
      });
      expect(res.status).toBe(401);
    }
    const refused = await attacker.post('/api/auth/sign-in/email', {
      email: 'owner@example.com',
      password: 'owner-pass-1',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const owner = await t
      .client({ headers: { 'X-Forwarded-For': '198.51.100.200' } })
      .post('/api/auth/sign-in/email', { email: 'owner@example.com', password: 'owner-pass-1' });
    expect(owner.status).toBe(200);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: limits });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so a client cannot pick a fresh bucket per request', async () => {
    const attempt = (i: number) =>
      t
        .client({ headers: { 'X-Forwarded-For': newIp() } })
        .post('/api/auth/sign-in/email', { email: `spoof${i}@example.com`, password: 'whatever1' });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
    await expectRateLimited(await attempt(3));
  });
});

describe('store failures and switching off', () => {
  it('lets attempts through (and logs) when the Redis store is unreachable', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    const t = await createTestApp({ authRateLimits: limits, rateLimitStore: store });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await t
          .client()
          .post('/api/auth/sign-in/email', { email: 'r@example.com', password: 'whatever1' });
        expect(res.status).toBe(401);
      }
      expect(t.logs.some((l) => l.msg === 'rate-limit store unavailable; letting the attempt through')).toBe(
        true,
      );
    } finally {
      await store.close();
      await t.close();
    }
  });

  it('AUTH_RATE_LIMIT=false switches the limits off', async () => {
    const t = await createTestApp({ authRateLimits: limits, config: { authRateLimit: false } });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await t
          .client()
          .post('/api/auth/sign-in/email', { email: 'o@example.com', password: 'whatever1' });
        expect(res.status).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});
