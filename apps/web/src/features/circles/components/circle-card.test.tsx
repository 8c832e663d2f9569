// @vitest-environment happy-dom
import type { SwapCircle } from '@swapyard/domain/circles';
import type { WalletSummary } from '@swapyard/domain/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleCard } from './circle-card';

// Accepting a circle one pays cash in, with too little in the wallets (docs/product/swap-circles.md), against a
// stubbed API: the card pays what is missing and its confirmation accepts.
const CIRCLE_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const party = (id: string, fullName: string) => ({
  id,
  username: id,
  fullName,
  avatarUrl: null,
  themeColor: '#6366f1',
});
const leg = (giver: string, receiver: string, title: string, cashCents: number) => ({
  giver: party(giver, `${giver} Person`),
  receiver: party(receiver, `${receiver} Person`),
  item: { id: title, title, categoryLabel: 'Clothing', photos: [], valueCents: 3000 },
  cashCents,
  accepted: false,
});
/** Ana gives her lamp to Ben and gets his boots, paying $20.00 on that leg. */
const circle: SwapCircle = {
  id: CIRCLE_ID,
  status: 'proposed',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  createdAt: new Date().toISOString(),
  legs: [leg('ana', 'ben', 'Lamp', 0), leg('ben', 'ana', 'Boots', 2000)],
  you: { gives: 0, gets: 1, cashCents: 2000, accepted: false },
};
const wallet: WalletSummary = {
  creditCents: 500,
  cashCents: 0,
  heldCents: 0,
  heldFromCreditCents: 0,
  heldFromCashCents: 0,
  totalCents: 500,
  availableCents: 500,
  earnings: { weekCents: 0, monthCents: 0 },
};

let sent: Array<{ url: string; body: unknown }>;
const assign = vi.fn();
beforeEach(() => {
  sent = [];
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (init.method === 'POST') {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return json({ sessionId: 's1', url: '/checkout/sandbox/s1', amountCents: 1500 });
    }
    if (url.startsWith('/api/payments/availability')) return json({ cardTopUps: true, withdrawals: true });
    if (url.startsWith('/api/wallet')) return json(wallet);
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('CircleCard', () => {
  it('offers the card for the cash the wallets lack in place of Accept, once on a double click', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CircleCard circle={circle} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const pay = await screen.findByRole('button', { name: 'Pay $15.00 by card' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.dblClick(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/s1'));
    expect(sent).toEqual([
      { url: '/api/payments/pay-by-card', body: { purpose: { kind: 'circle', circleId: CIRCLE_ID } } },
    ]);
  });
});
