import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InterestSuggestionsResponse } from '@swapyard/domain';
import type { InterestSuggester } from '../../platform/interests/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { suggestInterests } from './service.ts';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await signedInClient(t, await createUser(t));
});
afterAll(() => t.close());

const ask = (c: TestClient, body: unknown) => c.post('/api/interests/suggestions', body);
async function subcategories(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  return ((await res.json()) as InterestSuggestionsResponse).suggestions.map((s) => s.subcategory);
}

describe('POST /api/interests/suggestions', () => {
  it('answers 401 to visitors', async () => {
    expect((await ask(t.client(), { userDescription: 'jazz', category: 'Music' })).status).toBe(401);
  });

  it('suggests related interests for the category, typos forgiven', async () => {
    const jazz = await subcategories(await ask(client, { userDescription: 'jazz', category: 'Music' }));
    expect(jazz).toEqual(expect.arrayContaining(['Jazz', 'Vinyl Records', 'Blue Note']));
    const vintage = await subcategories(
      await ask(client, { userDescription: ' vintge ', category: 'Fashion' }),
    );
    expect(vintage[0]).toBe('Vintage');
    const res = await ask(client, { userDescription: 'jazz', category: 'Music' });
    const body = (await res.json()) as InterestSuggestionsResponse;
    expect(body.suggestions.every((s) => s.category === 'Music')).toBe(true);
  });

  it('answers an empty list for garbage', async () => {
    expect(await subcategories(await ask(client, { userDescription: 'qxzvw', category: 'Music' }))).toEqual(
      [],
    );
  });

  it('refuses fewer than two trimmed characters, an unknown category and over-long text with 400', async () => {
    for (const body of [
      { userDescription: ' j ', category: 'Music' },
      { userDescription: 'jazz', category: 'Cooking' },
      { userDescription: 'x'.repeat(201), category: 'Music' },
      { category: 'Music' },
    ]) {
      const res = await ask(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('suggestInterests', () => {
  const many = (n: number, prefix = 'S') =>
    Array.from({ length: n }, (_, i) => ({ category: 'Collectibles', subcategory: `${prefix}${i}` }));

  it('keeps eight from the suggester and adds up to three matching built-in ones, duplicates removed', async () => {
    const suggester: InterestSuggester = {
      suggest: async () => [
        ...many(7),
        { category: 'Collectibles', subcategory: 'pokemon cards' },
        ...many(3, 'X'),
      ],
    };
    const { suggestions } = await suggestInterests(
      suggester,
      { userDescription: 'cards', category: 'Collectibles' },
      () => {},
    );
    expect(suggestions.map((s) => s.subcategory)).toEqual([
      ...many(7).map((s) => s.subcategory),
      'pokemon cards',
      'Sports Cards',
    ]);
  });

  it('reports a failing suggester and still answers the built-in matches', async () => {
    const failure = new Error('connect ECONNREFUSED');
    const onFailure = vi.fn();
    const suggester: InterestSuggester = { suggest: () => Promise.reject(failure) };
    const { suggestions } = await suggestInterests(
      suggester,
      { userDescription: 'jazz', category: 'Music' },
      onFailure,
    );
    expect(suggestions).toEqual([{ category: 'Music', subcategory: 'Jazz' }]);
    expect(onFailure).toHaveBeenCalledWith(failure);
  });
});
