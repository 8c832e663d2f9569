// @vitest-environment happy-dom
import type { StaffUser } from '@swapyard/domain/member-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsersPanel } from './users-panel';

// The Users tab's list (docs/product/moderation.md, "Managing members"): what each row says, the empty texts, the
// search and the next page. The network is a fake answering GET /api/admin/users by its query.

const row = (n: number, overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: `7d5c4a8e-0000-4000-8000-${String(n).padStart(12, '0')}`,
  avatarUrl: null,
  fullName: `Member ${n}`,
  username: `member_${n}`,
  themeColor: '#6366f1',
  location: 'Oslo',
  followers: n,
  following: 2 * n,
  createdAt: '2026-11-20T10:00:00.000Z',
  itemCount: 0,
  suspension: null,
  ...overrides,
});

let pages: Record<string, { users: StaffUser[]; nextCursor: string | null }>;
let asked: string[];

beforeEach(() => {
  asked = [];
  pages = {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.search);
    const page = pages[url.search] ?? { users: [], nextCursor: null };
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UsersPanel />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the Users tab', () => {
  it('shows each member with name, username, location, counts, date and standing', async () => {
    pages[''] = {
      users: [
        row(1, { suspension: { at: '2026-11-25T10:00:00.000Z', reason: 'Spam' } }),
        row(2, { fullName: '', username: '', location: null }),
      ],
      nextCursor: null,
    };
    renderPanel();
    const first = (await screen.findByText('Member 1')).closest('tr')!;
    expect(within(first).getByText('@member_1')).toBeTruthy();
    expect(within(first).getByText('Oslo')).toBeTruthy();
    expect(within(first).getByText('Suspended')).toBeTruthy();
    expect(within(first).getByText('Nov 20, 2026')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeTruthy();
    const cells = within(first).getAllByRole('cell');
    expect([cells[2]!.textContent, cells[3]!.textContent]).toEqual(['1', '2']); // followers, following
    const second = screen.getByText('No name').closest('tr')!;
    expect(within(second).getByText('No username')).toBeTruthy();
    expect(within(second).queryByText('Suspended')).toBeNull();
  });

  it('says when there is nobody, and when a search finds nobody', async () => {
    const user = renderPanel();
    expect(await screen.findByText('No users found')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('Search users...'), 'zz');
    expect(await screen.findByText('No users found matching your search')).toBeTruthy();
    // Asked once the typing paused, not once per key.
    expect(asked).toEqual(['', '?q=zz']);
  });

  it('loads the next page when there is one', async () => {
    pages[''] = { users: [row(1)], nextCursor: 'next-page' };
    pages['?cursor=next-page'] = { users: [row(2)], nextCursor: null };
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Member 2')).toBeTruthy();
    expect(screen.getByText('Member 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
