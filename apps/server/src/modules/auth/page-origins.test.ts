import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '@swapyard/domain';
import { cookieOf, listenForSockets, TestSocket } from '../realtime/test-socket.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PUBLIC_URL, TestClient } from '../../test/test-client.ts';
import { untrustedOriginMessage } from './routes.ts';

/**
 * Which page origins may use accounts and live updates (docs/decisions/011-deployment-safety.md): on the embedded
 * default (`localOrigins`, PUBLIC_URL unset) the machine's own addresses work like PUBLIC_URL; in a deployment only
 * PUBLIC_URL does, and a refusal says which address to use.
 */
let embedded: TestApp;
let deployment: TestApp;
let embeddedMember: TestUser;
let deploymentMember: TestUser;

beforeAll(async () => {
  [embedded, deployment] = await Promise.all([
    createTestApp({ config: { localOrigins: true } }),
    createTestApp({ config: { localOrigins: false } }),
  ]);
  embeddedMember = await createUser(embedded);
  deploymentMember = await createUser(deployment);
});
afterAll(() => Promise.all([embedded.close(), deployment.close()]));

const LOCAL = 'http://127.0.0.1:3000';

/** A browser tab on `origin`: requests go to that address and carry it as their Origin. */
function tabOn(t: TestApp, origin: string) {
  const client = new TestClient(t.app);
  return {
    client,
    post: (path: string, body: unknown) => client.post(`${origin}${path}`, body, { Origin: origin }),
  };
}

const signIn = (t: TestApp, origin: string, member: TestUser) =>
  tabOn(t, origin).post('/api/auth/sign-in/email', { email: member.email, password: member.password });

describe('sign-in from another address of this machine', () => {
  it('is accepted from http://127.0.0.1:<port> and [::1] on the embedded default', async () => {
    for (const origin of [LOCAL, 'http://[::1]:3000']) {
      const tab = tabOn(embedded, origin);
      const res = await tab.post('/api/auth/sign-in/email', {
        email: embeddedMember.email,
        password: embeddedMember.password,
      });
      expect(res.status, origin).toBe(200);
      expect(tab.client.sessionToken).toBeDefined();
    }
  });

  it('is accepted for sign-up from 127.0.0.1 on the embedded default', async () => {
    const res = await tabOn(embedded, LOCAL).post('/api/auth/sign-up/email', {
      email: 'local-tab@example.test',
      password: 'correct-horse-1',
      name: 'Local Tab',
      username: 'local_tab',
      callbackURL: '/survey',
    });
    expect(res.status).toBe(200);
  });

  it('is refused from another site even on the embedded default', async () => {
    const res = await embedded
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email: embeddedMember.email, password: embeddedMember.password },
        { Origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
  });

  it('is refused in a deployment with a message naming the address to use', async () => {
    const res = await signIn(deployment, LOCAL, deploymentMember);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'INVALID_ORIGIN',
      message: untrustedOriginMessage(TEST_PUBLIC_URL),
    });
    expect(untrustedOriginMessage(TEST_PUBLIC_URL)).toContain('Open Swapyard at http://localhost:3000');
    // PUBLIC_URL itself still works.
    expect((await signIn(deployment, TEST_PUBLIC_URL, deploymentMember)).status).toBe(200);
  });
});

describe('the sandbox checkout opens on the address the member uses', () => {
  it('stays on 127.0.0.1 on the embedded default, and on PUBLIC_URL in a deployment', async () => {
    // Signed in on PUBLIC_URL (trusted everywhere), then the checkout is started from a page at `origin` through
    // the server's address 127.0.0.1 (a tab there; in a deployment, a proxy forwarding to it).
    const checkoutUrl = async (t: TestApp, member: TestUser, origin: string) => {
      const { client } = tabOn(t, TEST_PUBLIC_URL);
      await client.post('/api/auth/sign-in/email', { email: member.email, password: member.password });
      const res = await client.post(
        `${LOCAL}/api/payments/checkout`,
        { amountCents: 2500 },
        { Origin: origin },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as CheckoutSession).url;
    };
    expect(await checkoutUrl(embedded, embeddedMember, LOCAL)).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/checkout\/sandbox\//,
    );
    expect(await checkoutUrl(deployment, deploymentMember, TEST_PUBLIC_URL)).toMatch(
      /^http:\/\/localhost:3000\/checkout\/sandbox\//,
    );
    // A page on 127.0.0.1 is not one of a deployment's: its request is refused before anything happens.
    const { client } = tabOn(deployment, TEST_PUBLIC_URL);
    await client.post('/api/auth/sign-in/email', {
      email: deploymentMember.email,
      password: deploymentMember.password,
    });
    const refused = await client.post(
      `${LOCAL}/api/payments/checkout`,
      { amountCents: 2500 },
      { Origin: LOCAL },
    );
    expect(refused.status).toBe(403);
  });
});

describe('live updates from another address of this machine', () => {
  it('opens the socket from the address it was reached at on the embedded default, refuses it in a deployment', async () => {
    const served = await Promise.all([listenForSockets(embedded.app), listenForSockets(deployment.app)]);
    try {
      const [onEmbedded, onDeployment] = served;
      const embeddedTab = tabOn(embedded, LOCAL);
      await embeddedTab.post('/api/auth/sign-in/email', {
        email: embeddedMember.email,
        password: embeddedMember.password,
      });
      const socket = await TestSocket.open(onEmbedded!.url, {
        Cookie: cookieOf(embeddedTab.client),
        Origin: `http://127.0.0.1:${onEmbedded!.port}`,
      });
      expect((await socket.subscribe(`user:${embeddedMember.id}`)).type).toBe('subscribed');
      socket.close();
      await expect(
        TestSocket.open(onEmbedded!.url, {
          Cookie: cookieOf(embeddedTab.client),
          Origin: 'https://evil.example',
        }),
      ).rejects.toThrow('HTTP 403');

      const deploymentTab = tabOn(deployment, TEST_PUBLIC_URL);
      await deploymentTab.post('/api/auth/sign-in/email', {
        email: deploymentMember.email,
        password: deploymentMember.password,
      });
      await expect(
        TestSocket.open(onDeployment!.url, {
          Cookie: cookieOf(deploymentTab.client),
          Origin: `http://127.0.0.1:${onDeployment!.port}`,
        }),
      ).rejects.toThrow('HTTP 403');
    } finally {
      await Promise.all(served.map((s) => s.close()));
    }
  });
});
