// @vitest-environment happy-dom
import { LIVE_TEXTS, type LiveAuction } from '@swapyard/domain/live';
import type { Me } from '@swapyard/domain/me';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/lib/query-keys';
import { jsonResponse, stubApi, walletSummary, type StubbedApi } from '@/lib/testing/stub-api';
import { auction, member } from '../lib/live-test-kit';
import { BidForm } from './bid-form';

// A bid the wallets cannot cover (docs/product/wallet.md, "Paying the rest by card"), against a stubbed API.
const AUCTION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const STREAM_ID = '9b2d1e4c-3f5a-4b6c-8d7e-0a1b2c3d4e5f';
const running = (): LiveAuction =>
  auction(AUCTION_ID, { status: 'active', currentPriceCents: 1200, winner: member('cara') });

/** $3.00 to spend, and Cara's $12.00 bid on hold. */
const wallet = walletSummary(300, 0, { creditCents: 1200, cashCents: 0 });

/** The form as Cara, signed in, sees it (with the toasts it raises). */
function renderAsCara(shown: LiveAuction) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, { user: { id: 'id-cara' } } as unknown as Me);
  render(
    <QueryClientProvider client={client}>
      <BidForm auction={shown} streamId={STREAM_ID} />
      <Toaster />
    </QueryClientProvider>,
  );
}

let api: StubbedApi;
beforeEach(() => {
  api = stubApi({
    get: { '/api/wallet': () => wallet },
    post: (url) =>
      url.endsWith('/bids')
        ? jsonResponse({ error: { code: 'CONFLICT', message: LIVE_TEXTS.bidNotCovered } }, 409)
        : { sessionId: 's1', url: '/checkout/sandbox/s1', amountCents: 2500 },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BidForm', () => {
  it('offers the card for what a refused bid lacks, the bidder’s own winning bid counted', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Signed in as Cara, the auction's current winner (only her id matters here).
    client.setQueryData(meQueryKey, { user: { id: 'id-cara' } } as unknown as Me);
    render(
      <QueryClientProvider client={client}>
        <BidForm auction={running()} streamId={STREAM_ID} />
      </QueryClientProvider>,
    );
    const amount = screen.getByLabelText('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    // $40.00 − $3.00 of credit − her own $12.00 bid, released when she raises it.
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $25.00 by card' }));
    await vi.waitFor(() => expect(api.assign).toHaveBeenCalledWith('/checkout/sandbox/s1'));
    expect(api.sent.at(-1)).toEqual({
      url: '/api/payments/pay-by-card',
      body: { purpose: { kind: 'bid', auctionId: AUCTION_ID, streamId: STREAM_ID, amountCents: 4000 } },
    });
  });
});

describe('BidForm with a maximum (docs/product/live.md, "Maximum bids")', () => {
  it('sends the maximum with the bid, and says so at once when a higher maximum beats it', async () => {
    // Dan leads; his maximum answers Cara's bid the moment it is taken.
    const answer = { ...running(), winner: member('dan'), currentPriceCents: 2600 };
    api = stubApi({ get: { '/api/wallet': () => wallet }, post: () => jsonResponse(answer, 201) });
    renderAsCara({ ...running(), winner: member('dan') });
    await userEvent.type(screen.getByLabelText(/Maximum bid/), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    expect(await screen.findByText(LIVE_TEXTS.outbidByMaximum(2600))).toBeTruthy();
    expect(api.sent).toEqual([
      { url: `/api/live/auctions/${AUCTION_ID}/bids`, body: { amountCents: 1300, maxCents: 2500 } },
    ]);
    expect(screen.queryByRole('button', { name: LIVE_TEXTS.raiseMaximum })).toBeNull();
  });

  it('refuses a maximum below the bid before sending anything', async () => {
    renderAsCara({ ...running(), winner: member('dan') });
    await userEvent.type(screen.getByLabelText(/Maximum bid/), '12.50');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bid' }));
    expect(await screen.findByText(LIVE_TEXTS.maximumBelowBid)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('shows the leader their maximum and raises it alone, once however often it is clicked', async () => {
    let answered: (value: unknown) => void = () => {};
    const answer = new Promise((resolve) => (answered = resolve));
    api = stubApi({ get: { '/api/wallet': () => wallet }, post: () => answer });
    renderAsCara({ ...running(), myMaxCents: 4000 });
    expect(screen.getByText(LIVE_TEXTS.yourMaximum(4000))).toBeTruthy();
    const maximum = screen.getByLabelText(/Maximum bid/);
    await userEvent.type(maximum, '40');
    await userEvent.click(screen.getByRole('button', { name: LIVE_TEXTS.raiseMaximum }));
    expect(await screen.findByText(LIVE_TEXTS.maximumNotRaised(4000))).toBeTruthy();
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '60');
    const raise = screen.getByRole('button', { name: LIVE_TEXTS.raiseMaximum });
    await userEvent.click(raise);
    await userEvent.click(raise);
    answered(jsonResponse({ ...running(), myMaxCents: 6000 }, 201));
    expect(await screen.findByText(LIVE_TEXTS.maximumRaised)).toBeTruthy();
    expect(api.sent).toEqual([{ url: `/api/live/auctions/${AUCTION_ID}/bids`, body: { maxCents: 6000 } }]);
  });
});
