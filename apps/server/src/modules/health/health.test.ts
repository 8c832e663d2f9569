import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports ok, the database and the version', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', version: '1.2.3-test' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('unknown paths', () => {
  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/items/123/whatever'],
      ['DELETE', '/api/me'],
    ] as const) {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('NOT_FOUND');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('when the database is down', () => {
  it('reports degraded with 503', async () => {
    await t.database.close();
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'degraded', db: 'down', version: '1.2.3-test' });
  });
});
