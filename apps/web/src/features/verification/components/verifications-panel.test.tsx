// @vitest-environment happy-dom
import type { StaffVerification, StaffVerificationList } from '@swapyard/domain/verifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationsPanel } from './verifications-panel';

// The Verify tab against a stubbed API (the journey itself is e2e/verification.spec.ts): what it lists, what the
// review dialog shows, and what it sends.
const id = '0b7d2f4e-1c3a-4d5e-8f90-a1b2c3d4e5f6';
const pending: StaffVerification = {
  id,
  type: 'passport',
  status: 'pending',
  user: {
    id: '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    username: 'nora',
    fullName: 'Nora Lindqvist',
    avatarUrl: null,
  },
  firstName: 'Nora',
  lastName: 'Lindqvist',
  dateOfBirth: '1994-06-02',
  address: '4 Tarn Road\nKeswick',
  documentCount: 2,
  documents: [1, 2].map((n) => ({
    thumbnailUrl: `/api/verifications/${id}/documents/${n}?size=thumbnail`,
    url: `/api/verifications/${id}/documents/${n}`,
  })),
  documentsRemovedAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  verifiedAt: null,
  rejectedAt: null,
  rejectionReason: null,
  decidedBy: null,
};

let sent: Array<{ method: string; url: string; body?: unknown }>;
let patchAnswer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  patchAnswer = {
    status: 200,
    body: { ...pending, status: 'verified', verifiedAt: '2026-11-21T10:00:00.000Z' },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (method === 'PATCH') return json(patchAnswer.status, patchAnswer.body);
    if (url.startsWith('/api/admin/verifications')) {
      const list: StaffVerificationList = { verifications: [pending], pendingCount: 1, nextCursor: null };
      return json(200, list);
    }
    if (url.startsWith('/api/admin/audit')) return json(200, { entries: [] });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VerificationsPanel />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the Verify tab', () => {
  it('lists the pending verifications with their count, member, type, status, date and files', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Identity Verifications' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Nora Lindqvist/ });
    for (const text of ['@nora', 'Passport', 'Pending Review', 'Nov 20, 2026', '2 files']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/admin/verifications?status=pending' });
  });

  it('reviews one: what was submitted, the photos through the authorised endpoint, and approves it', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: /Review Passport verification of Nora/ }));
    const dialog = await screen.findByRole('dialog');
    for (const text of ['Nora', 'Lindqvist', '1994-06-02', 'Pending Review']) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    const thumbnails = within(dialog).getAllByRole('img', { name: /^Document \d of 2/ });
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual(
      pending.documents.map((d) => d.thumbnailUrl),
    );
    expect(thumbnails[0]!.closest('a')!.getAttribute('href')).toBe(pending.documents[0]!.url);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Verification Approved')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `/api/admin/verifications/${id}`,
      body: { decision: 'approve' },
    });
  });

  it('asks for a reason before rejecting, sends it, and says so when the server refuses', async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: /Review Passport/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject verification' }));
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false);

    patchAnswer = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This verification was already decided' } },
    };
    await user.type(within(dialog).getByLabelText('Reason for rejection'), 'The photo is blurry.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject verification' }));
    expect(await screen.findByText('Failed to update verification')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(sent.find((r) => r.method === 'PATCH')?.body).toEqual({
      decision: 'reject',
      reason: 'The photo is blurry.',
    });
  });
});
