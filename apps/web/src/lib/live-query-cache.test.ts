import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyLiveEvent, refetchFromNow } from './live-query-cache';

const key = ['list'];
const append = (item: string) => (list: string[]) => (list.includes(item) ? list : [...list, item]);

/** A watched list whose fetches the test answers one by one, each with the server's state when it was asked. */
function watchedList(queryClient: QueryClient) {
  const server: string[] = [];
  const answers: Array<() => void> = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => {
      const answer = [...server];
      return new Promise<string[]>((resolve) => answers.push(() => resolve(answer)));
    },
  });
  const stop = observer.subscribe(() => {});
  return { server, answers, stop };
}

describe('applyLiveEvent', () => {
  it('adds the event to the cached list at once, without fetching', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, ['a']);
    applyLiveEvent<string[]>(queryClient, key, append('b'));
    expect(queryClient.getQueryData(key)).toEqual(['a', 'b']);
    expect(queryClient.isFetching()).toBe(0);
  });

  for (const [when, cached] of [
    ['the first fetch', undefined],
    ['a refetch', ['a']],
  ] as const) {
    it(`does not let ${when} answered before the event erase it: the list is fetched again`, async () => {
      const queryClient = new QueryClient();
      if (cached) queryClient.setQueryData(key, [...cached]);
      const { server, answers, stop } = watchedList(queryClient);
      // The fetch is asked while the server holds only 'a'...
      server.push('a');
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      // ...then 'b' commits and its event arrives before that answer.
      server.push('b');
      applyLiveEvent<string[]>(queryClient, key, append('b'));
      answers[0]!();
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      answers[1]!();
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(queryClient.getQueryData(key)).toEqual(['a', 'b']);
      stop();
    });
  }
});

describe('refetchFromNow', () => {
  for (const [when, cached] of [
    ['the first fetch', undefined],
    ['a refetch', ['a']],
  ] as const) {
    it(`does not let ${when}, asked before the change, stand for the list: it is asked again`, async () => {
      const queryClient = new QueryClient();
      if (cached) queryClient.setQueryData(key, [...cached]);
      const { server, answers, stop } = watchedList(queryClient);
      server.push('a');
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      // 'b' commits while that fetch is in flight (its event missed: the subscription was not confirmed yet).
      server.push('b');
      const caughtUp = refetchFromNow(queryClient, { queryKey: key });
      answers[0]!();
      await vi.waitFor(() => expect(answers).toHaveLength(2));
      answers[1]!();
      await caughtUp;
      expect(queryClient.getQueryData(key)).toEqual(['a', 'b']);
      stop();
    });
  }

  it('fetches once when nothing is in flight', async () => {
    const queryClient = new QueryClient();
    const { server, answers, stop } = watchedList(queryClient);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!();
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    server.push('a');
    const caughtUp = refetchFromNow(queryClient, { queryKey: key });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();
    await caughtUp;
    expect(answers).toHaveLength(2);
    expect(queryClient.getQueryData(key)).toEqual(['a']);
    stop();
  });
});
