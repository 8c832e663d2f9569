import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { isRateLimitMessage } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser, signedInClient } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { OpenAiVisionAnalyzer } from './openai-vision-analyzer.ts';

// The route end to end with the adapter against a local fake of the model's server.
let fake: FakeOpenAi;
let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  const analyzer = new OpenAiVisionAnalyzer({
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    model: 'test-vision-model',
    timeoutMs: 5000,
    maxRetries: 1,
  });
  t = await createTestApp({ analyzer });
  client = await signedInClient(t, await createUser(t));
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await t.close();
  await fake.close();
});

it('a model still rate limited after its retries answers 429 with a message the form reads as a rate limit', async () => {
  fake.otherwise({ kind: 'rateLimit' });
  const res = await client.post('/api/analysis/item', { titleOnly: true, title: 'Nike Air Max 90' });
  expect(res.status).toBe(429);
  const body = (await res.json()) as { error: { code: string; message: string; details: string } };
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(isRateLimitMessage(body.error.message)).toBe(true);
  expect(isRateLimitMessage(body.error.details)).toBe(true);
  expect(fake.requests).toHaveLength(2);
});

it("a model's malformed reply keeps the failure's 503", async () => {
  fake.script({ kind: 'content', content: 'Sure! Here is the JSON you asked for' });
  const res = await client.post('/api/analysis/item', { titleOnly: true, title: 'Nike Air Max 90' });
  expect(res.status).toBe(503);
});
