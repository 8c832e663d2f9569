// @vitest-environment happy-dom
import type { PaymentResult } from '@swapyard/domain/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentSuccessPage from './payment-success-page';

// The result page after a card payment for a purchase (docs/product/wallet.md, "Paying the rest by card"), against
// a stubbed verification; the whole journey is e2e/checkout.spec.ts.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paid: PaymentResult = {
  sessionId: 's1',
  status: 'paid',
  amountCents: 3000,
  credited: false,
  message: 'Payment successful! $30.00 has been added to your wallet.',
  checkoutUrl: null,
  purpose: null,
};

function renderWith(answer: PaymentResult) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/payment-success?session_id=s1&amount=30.00']}>
        <PaymentSuccessPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PaymentSuccessPage', () => {
  it('shows the purchase the payment completed, with its conversation as the next step', async () => {
    renderWith({
      ...paid,
      purpose: {
        status: 'completed',
        title: 'Purchase complete!',
        message: 'The seller has been told. Arrange the exchange in your conversation.',
        href: '/messages/trade/t1',
        hrefLabel: 'Open the conversation',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Purchase complete!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      '/messages/trade/t1',
    );
    // Not the top-up's wording: nothing was "added" from the member's point of view.
    expect(screen.queryByText(/has been added to your credit wallet/)).toBeNull();
  });

  it('says the purchase could not be made and that the money is in the wallet', async () => {
    const message = 'This item has just been sold. The $30.00 you paid is in your wallet.';
    renderWith({
      ...paid,
      purpose: {
        status: 'failed',
        title: 'Purchase not completed',
        message,
        href: '/item/i1',
        hrefLabel: 'Back to the item',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Purchase not completed' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the item' }).getAttribute('href')).toBe('/item/i1');
  });

  it('keeps the top-up wording for a plain top-up', async () => {
    renderWith(paid);
    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeTruthy();
  });
});
