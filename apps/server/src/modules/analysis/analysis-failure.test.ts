import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ItemAnalyzer } from '../../platform/analysis/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

// An analyser adapter whose backing model is unreachable, as a remote vision model can be.
const unreachableModel: ItemAnalyzer = {
  analyzeText: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:443')),
  analyzeImage: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:443')),
};

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({ analyzer: unreachableModel });
  client = await signedInClient(t, await createUser(t));
});
afterAll(() => t.close());

it('a failing analyser answers 503 with the documented wording, never a 500 or its internals', async () => {
  const res = await client.post('/api/analysis/item', { titleOnly: true, title: 'Nike Air Max 90' });
  expect(res.status).toBe(503);
  const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
  expect(body.error).toEqual({
    code: 'UNAVAILABLE',
    message: 'Analysis failed',
    details: 'AI analysis failed. Please fill in details manually.',
  });
});
