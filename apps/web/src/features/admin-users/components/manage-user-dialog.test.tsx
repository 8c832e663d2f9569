// @vitest-environment happy-dom
import type { Me } from '@swapyard/domain/me';
import type { StaffUserDetail, StaffUserItem } from '@swapyard/domain/member-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/query-keys';
import { ManageUserDialog } from './manage-user-dialog';

// The Manage User dialog's rules (docs/product/moderation.md, "Managing members"): who may change what, what is
// sent, and what the admin is told. The network is a fake answering by path; toasts are recorded.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const memberId = '7d5c4a8e-0000-4000-8000-000000000001';
const member: StaffUserDetail = {
  id: memberId,
  avatarUrl: null,
  fullName: 'Nora Lindqvist',
  username: 'nora',
  themeColor: '#6366f1',
  location: 'Stockholm',
  followers: 3,
  following: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  itemCount: 1,
  suspension: null,
  phone: '+46 8 123',
  bio: 'Vintage',
  roles: [],
  statistics: { followers: 3, following: 2, items: 1 },
};
const lamp: StaffUserItem = {
  id: '7d5c4a8e-0000-4000-8000-0000000000aa',
  title: 'Blue lamp',
  description: 'Works fine',
  photoUrl: null,
  valueCents: 1250,
  isAvailable: true,
  status: 'available',
  visibility: 'public',
  category: 'home_garden',
  categoryLabel: 'Home & Garden',
  condition: 'like_new',
  createdAt: '2026-11-02T10:00:00.000Z',
};

type Answer = { status: number; body?: unknown };
let requests: Array<{ method: string; path: string; body: unknown }>;
let answers: Record<string, Answer>;

beforeEach(() => {
  requests = [];
  answers = {
    [`GET /api/admin/users/${memberId}`]: { status: 200, body: member },
    [`GET /api/admin/users/${memberId}/items`]: { status: 200, body: { items: [lamp], nextCursor: null } },
    [`GET /api/admin/audit`]: { status: 200, body: { entries: [] } },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, body: notFound };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const notFound = { error: { code: 'NOT_FOUND', message: 'Not found' } };
const conflict = (message: string) => ({ status: 409, body: { error: { code: 'CONFLICT', message } } });

function me(role: 'admin' | 'moderator'): Me {
  return {
    user: {
      id: '7d5c4a8e-0000-4000-8000-00000000000f',
      email: 'staff@x.test',
      emailVerified: true,
      twoFactorEnabled: false,
    },
    profile: {
      id: '7d5c4a8e-0000-4000-8000-00000000000f',
      username: role,
      fullName: 'Staff',
      avatarUrl: null,
      bio: null,
      location: null,
      placeId: null,
      themeColor: '#6366f1',
      styleTags: [],
      favoriteBrands: [],
      socialLinks: {},
      privacySettings: { showLocation: true, showPhone: false, profileVisibility: 'public' },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    roles: [role],
    access: { isAdmin: role === 'admin', isModerator: role === 'moderator', hasAdminAccess: true },
    survey: {} as Me['survey'],
    needsFirstTimeSurvey: false,
  };
}

function renderDialog(role: 'admin' | 'moderator', onOpenChange: (open: boolean) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, me(role));
  render(
    <QueryClientProvider client={client}>
      <ManageUserDialog userId={memberId} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const writes = () => requests.filter((request) => request.method !== 'GET');

describe('the Profile tab', () => {
  it('lets an admin save the fields that changed, and says so', async () => {
    const user = renderDialog('admin');
    const location = await screen.findByLabelText('Location');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Nora Lindqvist');
    expect(screen.getByText('Followers').nextElementSibling?.textContent).toBe('3');
    answers[`PATCH /api/admin/users/${memberId}`] = { status: 200, body: { ...member, location: 'Malmö' } };
    await user.clear(location);
    await user.type(location, 'Malmö');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Success', { description: 'Profile updated' }),
    );
    expect(writes()).toEqual([
      { method: 'PATCH', path: `/api/admin/users/${memberId}`, body: { location: 'Malmö' } },
    ]);
  });

  it("shows the server's reason when saving fails, and the member's own rule before sending", async () => {
    const user = renderDialog('admin');
    const username = await screen.findByLabelText('Username');
    answers[`PATCH /api/admin/users/${memberId}`] = conflict('That username is already taken');
    await user.clear(username);
    await user.type(username, 'leo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to update user profile: That username is already taken',
      }),
    );

    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(username);
    await user.type(username, 'nora');
    requests = [];
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(toasts.error).toHaveBeenLastCalledWith('Error', {
      description: 'Failed to update user profile: Please enter your full name',
    });
    expect(writes()).toEqual([]);
  });

  it('shows a moderator the profile as text to read, nothing to type into, and Close', async () => {
    answers[`GET /api/admin/users/${memberId}`] = { status: 200, body: { ...member, phone: null } };
    const onOpenChange = vi.fn();
    const user = renderDialog('moderator', onOpenChange);
    const profile = await screen.findByLabelText('Profile details');
    const value = (label: string) => within(profile).getByText(label).nextElementSibling?.textContent;
    expect(value('Full name')).toBe('Nora Lindqvist');
    expect(value('Username')).toBe('@nora');
    expect(value('Location')).toBe('Stockholm');
    expect(value('Phone')).toBe('Not given');
    expect(value('Bio')).toBe('Vintage');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByText('Followers').nextElementSibling?.textContent).toBe('3');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('the Items tab', () => {
  it('lists each item with its value, availability, category and condition; an admin deletes after confirming', async () => {
    const user = renderDialog('admin');
    await user.click(await screen.findByRole('tab', { name: 'Items (1)' }));
    const row = (await screen.findByText('Blue lamp')).closest('li')!;
    expect(within(row).getByText('$12.50')).toBeTruthy();
    expect(within(row).getByText('Available')).toBeTruthy();
    expect(row.textContent).toContain('Home & Garden');
    expect(row.textContent).toContain('Like New');
    expect(row.textContent).toContain('Works fine');

    answers[`DELETE /api/items/${lamp.id}`] = { status: 204 };
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete "Blue lamp"? This action cannot be undone.',
    );
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Success', { description: 'Item deleted' }),
    );
    expect(writes()).toEqual([{ method: 'DELETE', path: `/api/items/${lamp.id}`, body: undefined }]);
  });

  it('says why a delete failed', async () => {
    const user = renderDialog('admin');
    await user.click(await screen.findByRole('tab', { name: 'Items (1)' }));
    answers[`DELETE /api/items/${lamp.id}`] = conflict(
      'This item was traded and cannot be deleted. Hide it instead.',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to delete item: This item was traded and cannot be deleted. Hide it instead.',
      }),
    );
  });

  it('offers a moderator no Delete, and says when there is nothing', async () => {
    const user = renderDialog('moderator');
    await user.click(await screen.findByRole('tab', { name: 'Items (1)' }));
    expect(await screen.findByText('Blue lamp')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    cleanup();
    answers[`GET /api/admin/users/${memberId}/items`] = {
      status: 200,
      body: { items: [], nextCursor: null },
    };
    const again = renderDialog('moderator');
    await again.click(await screen.findByRole('tab', { name: 'Items (1)' }));
    expect(await screen.findByText('This user has no items')).toBeTruthy();
  });
});

describe('the Suspension tab', () => {
  it('is for admins only', async () => {
    renderDialog('moderator');
    await screen.findByRole('tab', { name: 'Profile' });
    expect(screen.queryByRole('tab', { name: 'Suspension' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'History' })).toBeTruthy();
  });

  it('asks for a reason before suspending, then sends it', async () => {
    const user = renderDialog('admin');
    await user.click(await screen.findByRole('tab', { name: 'Suspension' }));
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getByText('Please give a reason for the suspension')).toBeTruthy();
    expect(writes()).toEqual([]);

    const suspended = { ...member, suspension: { at: '2026-11-26T09:00:00.000Z', reason: 'Counterfeits' } };
    answers[`POST /api/admin/users/${memberId}/suspension`] = { status: 200, body: suspended };
    await user.type(screen.getByLabelText('Reason'), '  Counterfeits ');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Success', { description: 'Member suspended' }),
    );
    expect(writes()).toEqual([
      { method: 'POST', path: `/api/admin/users/${memberId}/suspension`, body: { reason: 'Counterfeits' } },
    ]);
  });

  it('shows when and why a member was suspended, and lifts it', async () => {
    answers[`GET /api/admin/users/${memberId}`] = {
      status: 200,
      body: { ...member, suspension: { at: '2026-11-26T09:00:00.000Z', reason: 'Counterfeits' } },
    };
    answers[`DELETE /api/admin/users/${memberId}/suspension`] = { status: 200, body: member };
    const user = renderDialog('admin');
    await user.click(await screen.findByRole('tab', { name: 'Suspension' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Counterfeits');
    expect(panel.textContent).toContain('Nov 26, 2026');
    await user.click(within(panel).getByRole('button', { name: 'Unsuspend' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Success', { description: 'Suspension lifted' }),
    );
    expect(writes()).toEqual([
      { method: 'DELETE', path: `/api/admin/users/${memberId}/suspension`, body: undefined },
    ]);
  });

  it('offers no Suspend for a staff member', async () => {
    answers[`GET /api/admin/users/${memberId}`] = { status: 200, body: { ...member, roles: ['moderator'] } };
    const user = renderDialog('admin');
    await user.click(await screen.findByRole('tab', { name: 'Suspension' }));
    expect(screen.getByText("Staff members can't be suspended. Remove their role first.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
