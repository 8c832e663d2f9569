// @vitest-environment happy-dom
import type { Bundle } from '@swapyard/domain/bundles';
import type { WalletSummary } from '@swapyard/domain/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, walletSummary, type StubbedApi } from '@/lib/testing/stub-api';
import { party, tradeFixture } from '../../testing/trade-fixture';
import { BundleCard } from './bundle-card';

// A bundle's card (docs/product/trades.md, "Bundles") against a stubbed API: the total, and what pays it.
const piece = (id: string, title: string, valueCents: number, changes = {}) => ({
  id,
  title,
  photos: [],
  valueCents,
  status: 'available' as const,
  available: true,
  buyNow: true,
  ships: true,
  meetsUp: true,
  shippingCents: 0,
  ...changes,
});
const bundle = (changes: Partial<Bundle> = {}): Bundle => ({
  seller: party('5f0c2a1e-8b7d-4c3e-9a2b-1d0e9f8a7b6c', 'Sam Stone'),
  items: [
    piece('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Scarf', 1000),
    piece('2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Belt', 2000),
    piece('3b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Boots', 3000, { status: 'sold', available: false }),
  ],
  tiers: [
    { minItems: 2, percent: 10 },
    { minItems: 3, percent: 15 },
  ],
  discountPercent: 10,
  subtotalCents: 3000,
  discountCents: 300,
  totalCents: 2700,
  ...changes,
});

let api: StubbedApi;
let balances: WalletSummary;
beforeEach(() => {
  api = stubApi({
    get: { '/api/wallet': () => balances },
    post: async (url) => {
      // Answered slowly, so a second click lands while the first is in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (url === '/api/bundles/offer') return tradeFixture('requester', { kind: 'bundle' });
      return { sessionId: 's1', url: '/checkout/sandbox/s1', amountCents: 1700 };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = (value: Bundle) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <BundleCard bundle={value} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('BundleCard', () => {
  it('leaves a sold item out, shows the discount reached and the next one, and pays the shortfall by card', async () => {
    balances = walletSummary(1000);
    renderCard(bundle());
    expect(screen.getByText('Sold or no longer available')).toBeTruthy();
    expect(screen.getByText('Bundle discount (10%)')).toBeTruthy();
    expect(screen.getByText('Add 1 more item from this seller for 15% off.')).toBeTruthy();
    const pay = await screen.findByRole('button', { name: 'Pay $17.00 by card' });
    await userEvent.dblClick(pay);
    await vi.waitFor(() => expect(api.assign).toHaveBeenCalledWith('/checkout/sandbox/s1'));
    expect(api.sent).toEqual([
      {
        url: '/api/payments/pay-by-card',
        body: {
          purpose: {
            kind: 'bundle',
            sellerId: '5f0c2a1e-8b7d-4c3e-9a2b-1d0e9f8a7b6c',
            itemIds: ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
            totalCents: 2700,
            postageCents: 0,
          },
        },
      },
    ]);
  });

  it('asks for a second item, and will not buy at once what the seller sells only by offer', () => {
    balances = walletSummary(10_000);
    renderCard(bundle({ items: [piece('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Scarf', 1000)] }));
    expect(screen.getByText('A bundle has at least 2 items.')).toBeTruthy();
    cleanup();
    renderCard(
      bundle({
        items: [
          piece('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Scarf', 1000),
          piece('2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', 'Belt', 2000, { buyNow: false }),
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Buy bundle for $27.00' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends one offer for the available items, once on a double click', async () => {
    balances = walletSummary(10_000);
    renderCard(bundle());
    await userEvent.click(screen.getByRole('button', { name: 'Make an offer for all' }));
    expect(screen.getByText(/One offer for these 2 items \(the bundle's total is \$27\.00\)/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your offer'), '24');
    await screen.findAllByRole('radio', { name: /Credit Wallet/ });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send offer of $24.00' }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: '/api/bundles/offer',
      body: {
        sellerId: '5f0c2a1e-8b7d-4c3e-9a2b-1d0e9f8a7b6c',
        itemIds: ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
        cashCents: 2400,
        paymentMethod: 'credit',
      },
    });
  });
});
