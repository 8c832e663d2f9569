// @vitest-environment happy-dom
import type { DisputeCase, StaffDispute } from '@swapyard/domain/disputes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DisputeDetailDialog } from './dispute-detail-dialog';
import { tradeSummary } from './dispute-trade';

// The dispute detail's trade (docs/product/disputes.md, "Deciding a dispute"): the parties, what each gives and the
// cash, not a raw trade id. The network is a fake answering by path.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const tradeId = '7d5c4a8e-0000-4000-8000-0000000000f1';
const bob = {
  id: '7d5c4a8e-0000-4000-8000-000000000b0b',
  username: 'bob',
  fullName: 'Bob Baker',
  avatarUrl: null,
};
const ann = {
  id: '7d5c4a8e-0000-4000-8000-000000000a22',
  username: 'ann',
  fullName: 'Ann Archer',
  avatarUrl: null,
};
const dispute: StaffDispute = {
  id: '7d5c4a8e-0000-4000-8000-000000000d01',
  tradeId,
  type: 'not_as_described',
  priority: 'medium',
  status: 'open',
  description: 'The amp hums.',
  photos: [],
  resolution: null,
  outcome: null,
  paidToPayeeCents: null,
  refundedCents: null,
  initiator: bob,
  createdAt: '2026-11-26T10:00:00.000Z',
  resolvedAt: null,
  trade: {
    id: tradeId,
    kind: 'trade',
    status: 'accepted',
    owner: bob,
    requester: ann,
    items: [
      { side: 'wanted', title: 'Touring bike', valueCents: 9000, photoUrl: '/media/bike-320.webp' },
      { side: 'offered', title: 'Valve amp', valueCents: 8500, photoUrl: null },
    ],
    cashDifferenceCents: 500,
  },
  assignedTo: null,
};
const detail: DisputeCase = {
  dispute,
  money: { heldCents: 500, payerId: ann.id, payeeId: bob.id },
  timeline: [{ at: '2026-11-20T10:00:00.000Z', event: 'Offer sent' }],
  messages: [],
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path === `/api/admin/disputes/${dispute.id}` ? detail : { entries: [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(shown: StaffDispute) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DisputeDetailDialog dispute={shown} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the disputed trade', () => {
  it("shows both parties with what each gives, the items' values and the cash, not the trade's id", async () => {
    renderDialog(dispute);
    const trade = screen.getByRole('region', { name: 'Trade' });
    expect(trade.textContent).toContain('Swap · Accepted');
    const owner = within(trade).getByRole('list', { name: 'Owner gives' });
    expect(owner.textContent).toContain('Touring bike');
    expect(owner.textContent).toContain('$90.00');
    const requester = within(trade).getByRole('list', { name: 'Requester gives' });
    expect(requester.textContent).toContain('Valve amp');
    expect(requester.textContent).toContain('$85.00');
    expect(requester.textContent).toContain('Cash$5.00');
    expect(trade.textContent).toContain('Bob Baker (@bob)');
    expect(trade.textContent).toContain('Ann Archer (@ann)');
    await screen.findByText('Offer sent');
    expect(screen.getByRole('dialog').textContent).not.toContain(tradeId);
  });

  it('reads as one line in the table, whoever adds the cash', () => {
    expect(tradeSummary(dispute.trade)).toBe('Touring bike for Valve amp + $5.00');
    const sale = {
      ...dispute.trade,
      kind: 'cash' as const,
      items: dispute.trade.items.slice(0, 1),
      cashDifferenceCents: 2500,
    };
    expect(tradeSummary(sale)).toBe('Touring bike for $25.00');
    expect(tradeSummary({ ...dispute.trade, cashDifferenceCents: -700 })).toBe(
      'Touring bike + $7.00 for Valve amp',
    );
    expect(tradeSummary({ ...dispute.trade, items: [] })).toBe(`Trade ${tradeId.slice(0, 8)}`);
  });
});
