// @vitest-environment happy-dom
import type { SwapCircle } from '@swapyard/domain/circles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, walletSummary, type StubbedApi } from '@/lib/testing/stub-api';
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

let api: StubbedApi;
beforeEach(() => {
  api = stubApi({
    get: { '/api/wallet': () => walletSummary(500) },
    post: () => ({ sessionId: 's1', url: '/checkout/sandbox/s1', amountCents: 1500 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    await vi.waitFor(() => expect(api.assign).toHaveBeenCalledWith('/checkout/sandbox/s1'));
    expect(api.sent).toEqual([
      { url: '/api/payments/pay-by-card', body: { purpose: { kind: 'circle', circleId: CIRCLE_ID } } },
    ]);
  });
});
