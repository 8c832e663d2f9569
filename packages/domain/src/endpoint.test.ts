import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointUrl, pathParam, successSchema } from './endpoint.ts';

const example = endpoint({
  method: 'get',
  path: '/api/users/{userId}/items/{id}',
  tags: ['Example'],
  summary: 'An example',
  params: z.object({ userId: pathParam('userId'), id: pathParam('id') }),
  query: z.object({
    q: z.string().optional(),
    tags: z.array(z.string()).optional(),
    limit: z.number().optional(),
  }),
  answers: { 200: { description: 'Found', schema: z.object({ ok: z.boolean() }) } },
  errors: ['NOT_FOUND'],
});

describe('endpointUrl', () => {
  it('fills each path parameter, URL-encoded', () => {
    expect(endpointUrl(example, { params: { userId: 'a/b', id: 'ü 1' } })).toBe(
      '/api/users/a%2Fb/items/%C3%BC%201',
    );
  });

  it('appends the defined query values in order, arrays as repeated keys', () => {
    const url = endpointUrl(example, {
      params: { userId: 'u', id: 'i' },
      query: { q: 'red & blue', tags: ['a', 'b'], limit: 5 },
    });
    expect(url).toBe('/api/users/u/items/i?q=red%20%26%20blue&tags=a&tags=b&limit=5');
    expect(endpointUrl(example, { params: { userId: 'u', id: 'i' }, query: { q: undefined } })).toBe(
      '/api/users/u/items/i',
    );
  });

  it('refuses a call without a value for a path parameter', () => {
    expect(() => endpointUrl(example, { params: { userId: 'u' } as never })).toThrow('no value for {id}');
  });
});

describe('successSchema', () => {
  it('is the first 2xx answer with a body, none for an answer without one', () => {
    expect(successSchema(example)).toBe(example.answers[200].schema);
    const removal = endpoint({
      method: 'delete',
      path: '/api/things/{id}',
      tags: ['Example'],
      summary: 'Remove',
      answers: { 204: { description: 'Removed' } },
    });
    expect(successSchema(removal)).toBeUndefined();
  });
});
