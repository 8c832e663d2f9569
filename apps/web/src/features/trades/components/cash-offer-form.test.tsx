// @vitest-environment happy-dom
import type { WalletSummary } from '@swapyard/domain/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wantedItemFixture } from '../testing/trade-fixture';
import { CashOfferForm } from './cash-offer-form';

// The Buy It Now offer with too little in the wallets (docs/product/wallet.md, "Paying the rest by card"), against a
// stubbed API: the card pays exactly what is missing, and the offer it sends is the one typed.
const wallet = (creditCents: number, cashCents: number): WalletSummary => ({
  creditCents,
  cashCents,
  heldCents: 0,
  heldFromCreditCents: 0,
  heldFromCashCents: 0,
  totalCents: creditCents + cashCents,
  availableCents: creditCents + cashCents,
  earnings: { weekCents: 0, monthCents: 0 },
});
const item = wantedItemFixture();

let sent: Array<{ url: string; body: unknown }>;
let balances: WalletSummary;
let cardPayments: boolean;
const assign = vi.fn();

beforeEach(() => {
  sent = [];
  cardPayments = true;
  vi.stubGlobal('location', { ...window.location, assign });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (init.method === 'POST') {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return json({ sessionId: 's1', url: '/checkout/sandbox/s1', amountCents: 1500 });
    }
    if (url.startsWith('/api/payments/availability'))
      return json({ cardTopUps: cardPayments, withdrawals: true });
    if (url.startsWith('/api/wallet')) return json(balances);
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockReset();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CashOfferForm item={item} onExit={() => undefined} onSent={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('CashOfferForm with too little in the wallets', () => {
  it('offers the card for exactly the shortfall and sends the typed offer with it, once', async () => {
    balances = wallet(500, 500);
    renderForm();
    const amount = screen.getByLabelText('Your cash offer');
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    const pay = await screen.findByRole('button', { name: 'Pay $15.00 by card' });
    expect(screen.queryByRole('button', { name: /Send Offer/ })).toBeNull();
    await userEvent.dblClick(pay);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/s1'));
    expect(sent).toEqual([
      {
        url: '/api/payments/pay-by-card',
        body: { purpose: { kind: 'offer', ownerItemId: item.id, cashCents: 2500 } },
      },
    ]);
  });

  it('keeps the wallet-only button when the server takes no cards', async () => {
    balances = wallet(0, 0);
    cardPayments = false;
    renderForm();
    const amount = screen.getByLabelText('Your cash offer');
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    expect(
      await screen.findByText('Insufficient funds: you need $25.00 more to make this offer.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send Offer of $25.00' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /by card/ })).toBeNull();
  });
});
