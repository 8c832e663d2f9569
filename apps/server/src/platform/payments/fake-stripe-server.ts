import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local HTTP server speaking the few Stripe endpoints the Stripe adapter uses
 * (POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id with expand[]=payment_intent), with helpers that play
 * the customer (pay, fail, expire). Point the SDK at it with `api` ({ host, port, protocol: 'http' }).
 */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  line_items_count: number;
  product_name: string;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  amount: number;
  last_payment_error: { message: string } | null;
}

export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  sessions: Map<string, FakeSession>;
  /** Requests received, as "METHOD path". */
  requests: string[];
  /** The customer pays (card succeeds). */
  pay(id: string): FakeSession;
  /** The customer completes the checkout with a delayed payment method, which is still settling. */
  process(id: string): FakeSession;
  /** A delayed payment method fails after checkout completed. */
  fail(id: string, message?: string): FakeSession;
  expire(id: string): FakeSession;
  /** The checkout.session.* event body Stripe would post for a session. */
  event(type: string, id: string): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(secretKey = 'sk_test_fake_0123456789'): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: string[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
        res.end(JSON.stringify(body));
      };
      const notFound = (what: string) =>
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
        });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'];
        const form = new URLSearchParams(await readBody(req));
        if (typeof key === 'string' && byIdempotencyKey.has(key))
          return send(200, sessions.get(byIdempotencyKey.get(key)!));
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
        if (form.get('mode') !== 'payment' || !Number.isInteger(amount) || amount <= 0) {
          return send(400, { error: { type: 'invalid_request_error', message: 'Invalid checkout session' } });
        }
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const m = /^metadata\[(.+)\]$/.exec(name);
          if (m) metadata[m[1]!] = value;
        }
        const sessionId = id('cs');
        const session: FakeSession = {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          amount_total: amount * Number(form.get('line_items[0][quantity]') ?? 1),
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          metadata,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          payment_intent: null,
          line_items_count: [...form.keys()].filter((k) => /^line_items\[\d+\]\[quantity\]$/.test(k)).length,
          product_name: form.get('line_items[0][price_data][product_data][name]') ?? '',
        };
        sessions.set(sessionId, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, sessionId);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) return notFound('checkout.session');
        const expand = [...url.searchParams].filter(([k]) => k.startsWith('expand')).map(([, v]) => v);
        const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
        return send(200, {
          ...session,
          payment_intent: expand.includes('payment_intent') && intent ? intent : session.payment_intent,
        });
      }
      return notFound(`endpoint ${req.method} ${url.pathname}`);
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no fake session ${sessionId}`);
    return session;
  };
  const withIntent = (session: FakeSession, status: FakeIntent['status'], error: string | null) => {
    const intentId = session.payment_intent ?? id('pi');
    intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      status,
      amount: session.amount_total,
      last_payment_error: error ? { message: error } : null,
    });
    session.payment_intent = intentId;
  };

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    sessions,
    requests,
    pay(sessionId) {
      const session = get(sessionId);
      session.status = 'complete';
      session.payment_status = 'paid';
      withIntent(session, 'succeeded', null);
      return session;
    },
    process(sessionId) {
      const session = get(sessionId);
      session.status = 'complete';
      session.payment_status = 'unpaid';
      withIntent(session, 'processing', null);
      return session;
    },
    fail(sessionId, message = 'Your card was declined.') {
      const session = get(sessionId);
      session.status = 'complete';
      session.payment_status = 'unpaid';
      withIntent(session, 'requires_payment_method', message);
      return session;
    },
    expire(sessionId) {
      const session = get(sessionId);
      session.status = 'expired';
      return session;
    },
    event(type, sessionId) {
      return JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: get(sessionId) },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
