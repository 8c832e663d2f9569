import { Writable } from 'node:stream';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, handleError } from './errors.ts';
import type { AppEnv } from './http-context.ts';
import { createLogger } from './logger.ts';
import { createRouter } from './openapi.ts';
import { requestContext } from './request-context.ts';

/** The platform pieces app.ts wires together, around routes that fail on purpose. */
function harness() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _e, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  const router = createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/items',
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: z.object({
                title: z.string().min(1, 'Title required'),
                value: z.number().int().min(0),
              }),
            },
          },
        },
      },
      responses: { 200: { description: 'ok' } },
    }),
    (c) => c.json({ ok: true }, 200),
  );
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requestContext(logger));
  app.onError(handleError);
  app.route('/', router);
  app.get('/conflict', () => {
    throw new AppError('CONFLICT', 'That username is taken', { field: 'username' });
  });
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  // What drizzle throws when PostgreSQL terminated the connection under a query (the cause carries the SQLSTATE).
  app.get('/connection-lost', () => {
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
  });
  app.get('/connection-ended', () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));
  return { app, lines };
}

describe('error handling', () => {
  it('answers an AppError with its code, status, message and details', async () => {
    const res = await harness().app.request('/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'That username is taken', details: { field: 'username' } },
    });
  });

  it('turns a contract violation into 400 VALIDATION_FAILED naming each field', async () => {
    const res = await harness().app.request('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: '', value: -1 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/^Invalid json: title: Title required; value: /);
    expect(body.error.details).toEqual({
      issues: [
        { path: 'title', message: 'Title required' },
        { path: 'value', message: expect.any(String) },
      ],
    });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await harness().app.request('/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(
      /BAD_REQUEST|VALIDATION_FAILED/,
    );
  });

  it('hides unexpected errors behind 500 INTERNAL and logs them with the request id', async () => {
    const { app, lines } = harness();
    const res = await app.request('/boom', { headers: { 'X-Request-Id': 'req-42' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-42');
    const logged = lines.find((l) => l.msg === 'Unhandled error');
    expect(logged).toMatchObject({ requestId: 'req-42', err: { message: 'database password is hunter2' } });
  });
});

describe('a lost database connection', () => {
  it('fails the request with 503 UNAVAILABLE, a retryable answer, instead of a 500', async () => {
    const { app } = harness();
    for (const path of ['/connection-lost', '/connection-ended']) {
      const res = await app.request(path);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: {
          code: 'UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        },
      });
    }
  });
});

describe('request id', () => {
  it('keeps a sane incoming X-Request-Id and logs the request with it', async () => {
    const { app, lines } = harness();
    const res = await app.request('/conflict', { headers: { 'X-Request-Id': 'edge-abc.123' } });
    expect(res.headers.get('x-request-id')).toBe('edge-abc.123');
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      requestId: 'edge-abc.123',
      method: 'GET',
      path: '/conflict',
      status: 409,
    });
  });

  it('replaces a missing or unsafe one with a UUID', async () => {
    const { app } = harness();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect((await app.request('/conflict')).headers.get('x-request-id')).toMatch(uuid);
    const unsafe = await app.request('/conflict', { headers: { 'X-Request-Id': 'a b <script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(uuid);
    const long = await app.request('/conflict', { headers: { 'X-Request-Id': 'x'.repeat(500) } });
    expect(long.headers.get('x-request-id')).toMatch(uuid);
  });

  it('is set even on responses with immutable headers', async () => {
    const res = await harness().app.request('/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
