import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compressed API answers', () => {
  it('sends JSON brotli-coded with the security headers and request id intact', async () => {
    const res = await t.app.request('/api/openapi.json', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br', 'X-Request-Id': 'req-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const document = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(document.info.title).toBe('Swapyard API');
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.request('/api/health', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toHaveProperty('status');
  });
});
