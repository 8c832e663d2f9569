import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self' ws://localhost:3000 ws://localhost:5173; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe('security headers', () => {
  it('are on pages, API answers, errors and refusals alike', async () => {
    const client = t.client();
    const responses = {
      page: await t.app.request('/'),
      docs: await t.app.request('/api/docs'),
      api: await t.app.request('/api/health'),
      notFound: await t.app.request('/api/no-such-thing'),
      refused: await client.request('/api/me/settings', {
        method: 'PATCH',
        headers: { Origin: 'http://localhost:3001' },
      }),
    };
    expect(responses.page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(responses.refused.status).toBe(403);
    for (const [name, res] of Object.entries(responses)) {
      const header = (key: string) => [name, res.headers.get(key)];
      expect(header('content-security-policy')).toEqual([name, CSP]);
      expect(header('x-content-type-options')).toEqual([name, 'nosniff']);
      expect(header('x-frame-options')).toEqual([name, 'DENY']);
      expect(header('referrer-policy')).toEqual([name, 'same-origin']);
      expect(header('cross-origin-opener-policy')).toEqual([name, 'same-origin-allow-popups']);
    }
  });
});
