// @vitest-environment happy-dom
import type { StaffReport } from '@swapyard/domain/reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportDetailDialog } from './report-detail-dialog';

// The report detail's listing controls (docs/product/moderation.md, "Taking a listing down"): what it shows of the
// listing's state, what it sends, and what staff are told. The network is a fake answering by path.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const reportId = '7d5c4a8e-0000-4000-8000-000000000001';
const itemId = '7d5c4a8e-0000-4000-8000-0000000000a1';
let members = 0;
const member = (username: string) => ({
  id: `7d5c4a8e-0000-4000-8000-${String(++members + 100).padStart(12, '0')}`,
  username,
  fullName: username,
  avatarUrl: null,
});
const report: StaffReport = {
  id: reportId,
  target: 'item',
  reason: 'fraud',
  status: 'investigating',
  description: 'Fake watch.',
  resolutionNotes: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  resolvedAt: '2026-11-26T11:00:00.000Z',
  reporter: member('rita'),
  automatic: false,
  reportedUser: member('owen'),
  resolvedBy: member('mona'),
  item: {
    id: itemId,
    title: 'Quorvex chronograph',
    photoUrl: null,
    visibility: 'public',
    takenDown: null,
  },
};
const takenDown: StaffReport = {
  ...report,
  item: {
    ...report.item!,
    visibility: 'private',
    takenDown: { reason: 'Counterfeit goods.', at: '2026-11-27T09:30:00.000Z', by: member('mona') },
  },
};

type Answer = { status: number; body?: unknown };
let requests: Array<{ method: string; path: string; body: unknown }>;
let answers: Record<string, Answer>;

beforeEach(() => {
  requests = [];
  answers = { 'GET /api/admin/audit': { status: 200, body: { entries: [] } } };
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
const writes = () => requests.filter((request) => request.method !== 'GET');

function renderDialog(shown: StaffReport) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportDetailDialog report={shown} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const listing = () => screen.getByRole('region', { name: 'Listing' });

describe('taking a reported listing down', () => {
  it('shows how the listing is shown, asks for a reason, then sends it and says so', async () => {
    const user = renderDialog(report);
    expect(within(listing()).getByText('Listed: everyone can see it')).toBeTruthy();
    await user.click(within(listing()).getByRole('button', { name: 'Take listing down' }));
    await user.click(within(listing()).getByRole('button', { name: 'Take listing down' }));
    expect(within(listing()).getByRole('alert').textContent).toBe(
      'Please give a reason for taking the listing down',
    );
    expect(writes()).toEqual([]);

    answers[`POST /api/admin/reports/${reportId}/take-down`] = { status: 200, body: takenDown };
    await user.type(within(listing()).getByLabelText('Reason (its owner is told)'), '  Counterfeit goods. ');
    await user.click(within(listing()).getByRole('button', { name: 'Take listing down' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Listing taken down', {
        description: 'Only its owner and staff can see it now. Its owner has been told why.',
      }),
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: `/api/admin/reports/${reportId}/take-down`,
        body: { reason: 'Counterfeit goods.' },
      },
    ]);
  });

  it("shows the server's reason when it is refused", async () => {
    answers[`POST /api/admin/reports/${reportId}/take-down`] = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This listing is already taken down' } },
    };
    const user = renderDialog(report);
    await user.click(within(listing()).getByRole('button', { name: 'Take listing down' }));
    await user.type(within(listing()).getByLabelText('Reason (its owner is told)'), 'Spam');
    await user.click(within(listing()).getByRole('button', { name: 'Take listing down' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to take the listing down: This listing is already taken down',
      }),
    );
  });

  it('shows a taken-down listing with who, when and why, and restores it', async () => {
    answers[`POST /api/admin/reports/${reportId}/restore`] = { status: 200, body: report };
    const user = renderDialog(takenDown);
    const section = listing();
    expect(within(section).getByText('Taken down')).toBeTruthy();
    expect(section.textContent).toContain('By @mona');
    expect(section.textContent).toContain('Counterfeit goods.');
    expect(within(section).queryByRole('button', { name: 'Take listing down' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Restore listing' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Listing restored', {
        description: 'It is shown as its owner had it.',
      }),
    );
    expect(writes()).toEqual([
      { method: 'POST', path: `/api/admin/reports/${reportId}/restore`, body: undefined },
    ]);
  });

  it('offers nothing for a member report or a deleted listing', () => {
    renderDialog({ ...report, target: 'user', item: null });
    expect(screen.queryByRole('region', { name: 'Listing' })).toBeNull();
    cleanup();
    renderDialog({ ...report, item: { ...report.item!, id: null, visibility: null } });
    expect(screen.queryByRole('region', { name: 'Listing' })).toBeNull();
    expect(screen.getByText('Quorvex chronograph (deleted)')).toBeTruthy();
  });
});
