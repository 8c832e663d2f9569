// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/query-keys';
import { GoLiveButton } from './go-live-button';

/** The button with the session as the cache holds it; undefined: still being read (the request never answers). */
function renderWithSession(me: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (me !== undefined) client.setQueryData(meQueryKey, me);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GoLiveButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('link', { name: 'Go Live' }).getAttribute('href');
}

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GoLiveButton', () => {
  it('takes a member to the broadcast page, and a visitor to sign in', () => {
    expect(renderWithSession({ user: { id: 'u1' } })).toBe('/live/broadcast');
    cleanup();
    expect(renderWithSession(null)).toBe('/auth');
  });

  it('takes a click made before the session is read to the broadcast page, which waits for it', () => {
    expect(renderWithSession(undefined)).toBe('/live/broadcast');
  });
});
