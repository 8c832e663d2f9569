// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, walletSummary, type StubbedApi } from '@/lib/testing/stub-api';
import { tradeFixture, wantedItemFixture } from '../testing/trade-fixture';
import { BuyNowForm } from './buy-now-form';

// Buy now with postage (docs/product/handover.md "Postage"), against a stubbed API: where the listing ships and meets
// up and shipping costs, the buyer chooses first; shipping adds the postage to what is paid and sent.
const item = (changes: Parameters<typeof wantedItemFixture>[0] = {}) => ({
  ...wantedItemFixture({ shippingCents: 450, ...changes }),
  valueCents: 3000,
});

let api: StubbedApi;
beforeEach(() => {
  api = stubApi({
    get: { '/api/wallet': () => walletSummary(10_000) },
    post: () => tradeFixture('requester', { kind: 'purchase', status: 'accepted' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(listing: ReturnType<typeof item>) {
  const onBought = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BuyNowForm item={listing} onExit={() => undefined} onBought={onBought} />
    </QueryClientProvider>,
  );
  return onBought;
}

describe('BuyNowForm delivery and postage', () => {
  it('asks for shipping or a meetup first, then buys with the postage added', async () => {
    const onBought = renderForm(item());
    const buy = await screen.findByRole('button', { name: 'Buy now for $30.00' });
    expect(buy).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: /Shipping/ }));
    expect(screen.getByText('Postage')).toBeTruthy();
    const total = screen.getByRole('button', { name: 'Buy now for $34.50' });
    await userEvent.dblClick(total);
    await vi.waitFor(() => expect(onBought).toHaveBeenCalled());
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.body).toMatchObject({ delivery: 'ship', postageCents: 450, priceCents: 3000 });
  });

  it('a meetup adds nothing', async () => {
    renderForm(item());
    await userEvent.click(await screen.findByRole('radio', { name: /Meet up/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy now for $30.00' }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toMatchObject({ delivery: 'meetup', postageCents: 0 });
  });

  it('a listing that only ships asks nothing and charges its postage', async () => {
    renderForm(item({ meetsUp: false }));
    expect(screen.queryByRole('radio', { name: /Meet up/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy now for $34.50' }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toMatchObject({ postageCents: 450 });
    expect(api.sent[0]!.body).not.toHaveProperty('delivery');
  });
});
