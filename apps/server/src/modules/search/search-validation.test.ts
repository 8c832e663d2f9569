import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY_LENGTH } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.each(['/api/search/users', '/api/search/items'])('%s query text', (path) => {
  const get = (query: string) => t.client().get(`${path}${query}`);

  it.each([
    ['missing', ''],
    ['empty', '?q='],
    ['blank', '?q=%20%20%09'],
  ])('answers 400 when it is %s', async (_case, query) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Invalid query: q: Please enter something to search for' },
    });
  });

  it(`answers 400 past ${MAX_SEARCH_QUERY_LENGTH} characters, and searches at exactly that`, async () => {
    const tooLong = await get(`?q=${'a'.repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        message: `Invalid query: q: Search text can be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
      },
    });
    // Surrounding spaces are trimmed before the length is checked.
    expect((await get(`?q=%20${'a'.repeat(MAX_SEARCH_QUERY_LENGTH)}%20`)).status).toBe(200);
  });

  it('treats tsquery and LIKE syntax as plain text', async () => {
    for (const q of ['a & b | !c:*', '50%_off', "'); drop table items; --", '\\', '(((']) {
      expect((await get(`?q=${encodeURIComponent(q)}`)).status).toBe(200);
    }
  });
});
