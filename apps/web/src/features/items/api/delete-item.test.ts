import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropWhenUnwatched } from './delete-item';

const key = ['items', 'i1'] as const;

describe('dropWhenUnwatched', () => {
  it('drops a query nobody watches at once', () => {
    const client = new QueryClient();
    client.setQueryData(key, { id: 'i1' });
    dropWhenUnwatched(client, key);
    expect(client.getQueryData(key)).toBeUndefined();
  });

  it('keeps a query a page still shows (no refetch of the deleted item) until the page lets go of it', () => {
    const client = new QueryClient();
    client.setQueryData(key, { id: 'i1' });
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        fetches += 1;
        return { id: 'i1' };
      },
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    dropWhenUnwatched(client, key);
    expect(client.getQueryData(key)).toEqual({ id: 'i1' });
    stop();
    expect(client.getQueryData(key)).toBeUndefined();
    expect(fetches).toBe(0);
  });
});
