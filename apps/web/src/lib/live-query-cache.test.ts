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

/**
 * A fetch of the list is asked while the server holds only 'a'; then 'b' commits and `react` runs before that fetch is
 * answered; the fetches asked meanwhile are answered in turn. Returns the list as it ends.
 */
async function changeDuringFetch(
  cached: readonly string[] | undefined,
  react: (queryClient: QueryClient) => unknown,
): Promise<string[] | undefined> {
  const queryClient = new QueryClient();
  if (cached) queryClient.setQueryData(key, [...cached]);
  const { server, answers, stop } = watchedList(queryClient);
  server.push('a');
  await vi.waitFor(() => expect(answers).toHaveLength(1));
  server.push('b');
  react(queryClient);
  answers[0]!();
  await vi.waitFor(() => expect(answers).toHaveLength(2));
  answers[1]!();
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  stop();
  return queryClient.getQueryData(key);
}

const fetchesInFlight = [
  ['the first fetch', undefined],
  ['a refetch', ['a']],
] as const;

describe('applyLiveEvent', () => {
  it('adds the event to the cached list at once, without fetching', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, ['a']);
    applyLiveEvent<string[]>(queryClient, key, append('b'));
    expect(queryClient.getQueryData(key)).toEqual(['a', 'b']);
    expect(queryClient.isFetching()).toBe(0);
  });

  for (const [when, cached] of fetchesInFlight) {
    it(`does not let ${when} answered before the event erase it: the list is fetched again`, async () => {
      // The event of 'b' arrives before the answer.
      const react = (queryClient: QueryClient) => applyLiveEvent<string[]>(queryClient, key, append('b'));
      expect(await changeDuringFetch(cached, react)).toEqual(['a', 'b']);
    });
  }
});

describe('refetchFromNow', () => {
  for (const [when, cached] of fetchesInFlight) {
    it(`does not let ${when}, asked before the change, stand for the list: it is asked again`, async () => {
      // The event of 'b' was missed (the subscription was not confirmed yet); the catch-up comes before the answer.
      const react = (queryClient: QueryClient) => refetchFromNow(queryClient, { queryKey: key });
      expect(await changeDuringFetch(cached, react)).toEqual(['a', 'b']);
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
