import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VITE_DEV_ORIGIN } from '../../modules/auth/auth.ts';
import * as wallet from '../../modules/wallet/service.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PUBLIC_URL, type TestClient } from '../../test/test-client.ts';
import { solid } from '../images/test-images.ts';
import { JSON_BODY_MAX_BYTES, WEBHOOK_BODY_MAX_BYTES } from './body-limits.ts';

let t: TestApp;
let member: TestUser;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  client = await signedInClient(t, member);
});
afterAll(() => t.close());

/** Another port of the same host: same-site, so a SameSite=Lax cookie goes along with its requests. */
const OTHER_PORT = 'http://localhost:3001';
const CROSS_SITE = {
  error: {
    code: 'FORBIDDEN',
    message: 'Request refused: it came from another site. Open Swapyard itself to make this change.',
  },
};

const settings = (headers: Record<string, string>, body = '{"pushNotifications":false}') =>
  client.request('/api/me/settings', { method: 'PATCH', headers, body });
const pushNotifications = async () =>
  ((await (await client.get('/api/me/settings')).json()) as { pushNotifications: boolean }).pushNotifications;

/** A body of `size` bytes produced chunk by chunk, with no Content-Length, counting what the server pulled. */
function streamedBody(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= size) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

describe('cross-site requests', () => {
  it('a text/plain form auto-submitted from another port of the host cannot cancel a withdrawal; the app can', async () => {
    // Cash to withdraw, from a sale.
    const buyer = await createUser(t);
    await wallet.creditTopUp(t.db, { userId: buyer.id, amountCents: 5000, idempotencyKey: 'test:boundary' });
    await wallet.transfer(t.db, {
      fromUserId: buyer.id,
      toUserId: member.id,
      creditCents: 5000,
      cashCents: 0,
      idempotencyKey: 'test:boundary:sale',
    });
    const requested = await client.post('/api/wallet/withdrawals', {
      amountCents: 1000,
      method: 'paypal',
      details: { paypalEmail: 'ada@example.test' },
    });
    expect(requested.status).toBe(201);
    const { id } = (await requested.json()) as { id: string };

    const forged = await client.request(`/api/wallet/withdrawals/${id}/cancel`, {
      method: 'POST',
      headers: { Origin: OTHER_PORT, 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-site' },
      body: 'x=y',
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(CROSS_SITE);
    const stillPending = (await (await client.get('/api/wallet/withdrawals')).json()) as {
      withdrawals: Array<{ id: string; status: string }>;
    };
    expect(stillPending.withdrawals.find((w) => w.id === id)?.status).toBe('pending');

    // The web app's own request (Origin: the public URL) goes through.
    const cancelled = await client.post(`/api/wallet/withdrawals/${id}/cancel`);
    expect(cancelled.status).toBe(200);
  });

  it('refuses every state-changing method from an untrusted or opaque Origin, whatever the body', async () => {
    for (const origin of [OTHER_PORT, 'https://evil.example', 'null']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await client.request(`/api/users/${member.id}/follow`, {
          method,
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          body: '{}',
        });
        expect(res.status, `${method} from ${origin}`).toBe(403);
      }
    }
    expect(await pushNotifications()).toBe(true);
  });

  it('without Origin, trusts a non-browser client and a same-origin fetch, not a browser request from elsewhere', async () => {
    // No Origin at all, as curl or a test sends (the test client always adds one).
    const withoutOrigin = (headers: Record<string, string>, pushNotifications: boolean) =>
      t.app.request('/api/me/settings', {
        method: 'PATCH',
        headers: {
          'Content-Type': 'application/json',
          Cookie: `swapyard.session_token=${client.sessionToken}`,
          ...headers,
        },
        body: JSON.stringify({ pushNotifications }),
      });
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await withoutOrigin({ 'Sec-Fetch-Site': site }, false);
      expect(res.status, site).toBe(403);
      expect(await res.json()).toEqual(CROSS_SITE);
    }
    expect(await pushNotifications()).toBe(true);
    expect((await withoutOrigin({ 'Sec-Fetch-Site': 'same-origin' }, false)).status).toBe(200);
    expect((await withoutOrigin({}, true)).status).toBe(200);
    expect(await pushNotifications()).toBe(true);
  });

  it("trusts the public URL and, outside production, Vite's dev server", async () => {
    for (const origin of [TEST_PUBLIC_URL, VITE_DEV_ORIGIN]) {
      const res = await settings(
        { Origin: origin, 'Content-Type': 'application/json' },
        '{"pushNotifications":true}',
      );
      expect(res.status, origin).toBe(200);
    }
  });

  it('refuses a multipart upload from another origin before reading it', async () => {
    const png = await solid(40, 30, '#36c').png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const forged = await client.request('/api/media/item-photos', {
      method: 'POST',
      headers: { Origin: OTHER_PORT },
      body: form,
    });
    expect(forged.status).toBe(403);
    const own = await client.request('/api/media/item-photos', { method: 'POST', body: form });
    expect(own.status).toBe(201);
  });

  it('leaves reads, better-auth and the signed webhook to their own checks', async () => {
    const read = await client.get('/api/me/settings', { Origin: OTHER_PORT });
    expect(read.status).toBe(200);
    // better-auth answers cross-origin requests itself, in its own shape.
    const signOut = await client.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { Origin: OTHER_PORT, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(403);
    expect(await signOut.json()).not.toEqual(CROSS_SITE);
    // Stripe sends no Origin we would know; the signature decides (the sandbox has no Stripe webhook: 404).
    const webhook = await t.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { Origin: 'https://stripe.example', 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
  });
});

describe('JSON bodies', () => {
  it('refuses a text/plain or form body on a JSON endpoint with 415, from our own page too', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const res = await settings({ 'Content-Type': type });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: `Expected a JSON body (Content-Type: application/json), got ${type}`,
        },
      });
    }
    expect(await pushNotifications()).toBe(true);
  });

  it('takes JSON with a charset, and requests without a body whatever they declare', async () => {
    const res = await settings(
      { 'Content-Type': 'application/json; charset=utf-8' },
      '{"pushNotifications":true}',
    );
    expect(res.status).toBe(200);
    const other = await createUser(t);
    const follow = await client.request(`/api/users/${other.id}/follow`, { method: 'PUT' });
    expect(follow.status).toBe(200);
    const unfollow = await client.request(`/api/users/${other.id}/follow`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': '0' },
    });
    expect(unfollow.status).toBe(200);
  });
});

describe('body size', () => {
  it('refuses a JSON body over 64 KB with 413 by its Content-Length; one under it reaches validation', async () => {
    const over = JSON.stringify({ pushNotifications: false, padding: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    const res = await settings(
      { 'Content-Type': 'application/json', 'Content-Length': String(over.length) },
      over,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large: at most 64 KB' },
    });
    const under = JSON.stringify({
      pushNotifications: false,
      padding: 'x'.repeat(JSON_BODY_MAX_BYTES - 100),
    });
    expect((await settings({ 'Content-Type': 'application/json' }, under)).status).toBe(400);
    expect(await pushNotifications()).toBe(true);
  });

  it('stops reading a 200 MB body sent without Content-Length just past the cap', async () => {
    const { body, counter } = streamedBody(200 * 1024 * 1024);
    const res = await client.request('/api/me/settings', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 4 * 64 * 1024);
  });

  it('caps the webhook body at 256 KB, before its signature is checked', async () => {
    const { body, counter } = streamedBody(50 * 1024 * 1024);
    const res = await t.app.request('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=abc' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large: at most 256 KB' },
    });
    expect(counter.pulled).toBeLessThan(WEBHOOK_BODY_MAX_BYTES + 4 * 64 * 1024);
  });

  it('leaves uploads to their own, larger cap', async () => {
    const png = await solid(600, 400, '#fc3').png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await client.request('/api/media/item-photos', { method: 'POST', body: form });
    expect(res.status).toBe(201);
  });
});

describe('a bodiless DELETE over a real socket', () => {
  it('is not taken for a body of another type (the Node adapter gives it a body stream all the same)', async () => {
    const { listen } = await import('../../server.ts');
    const served = await listen(t.app.fetch, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${served.port}`;
      const owner = await createUser(t);
      const item = await createItem(t, owner);
      const path = `/api/items/${item.id}/like`;
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const headers = { cookie, Origin: TEST_PUBLIC_URL };
      expect((await fetch(`${base}${path}`, { method: 'PUT', headers })).status).toBe(200);
      // As Chromium sends it: no Content-Length, no Content-Type, no body.
      const unliked = await fetch(`${base}${path}`, { method: 'DELETE', headers });
      expect(unliked.status, await unliked.clone().text()).toBe(200);
      expect(await unliked.json()).toMatchObject({ liked: false });
    } finally {
      served.server.close();
    }
  });
});
