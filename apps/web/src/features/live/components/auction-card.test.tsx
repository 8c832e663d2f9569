// @vitest-environment happy-dom
import { LIVE_TEXTS, type LiveAuction } from '@swapyard/domain/live';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auction, member } from '../lib/live-test-kit';
import { AuctionCard, type AuctionViewer } from './auction-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: toasts }));

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const running = (secondsLeft: number, overrides: Partial<LiveAuction> = {}) =>
  auction('a1', {
    status: 'active',
    currentPriceCents: 2500,
    startedAt: new Date(NOW - 30_000).toISOString(),
    endsAt: new Date(NOW + secondsLeft * 1000).toISOString(),
    ...overrides,
  });

let bids: unknown[];
let answer: { status: number; body: unknown };
beforeEach(() => {
  // Only the clock: the countdown's own tick and the test's waits run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  bids = [];
  answer = { status: 201, body: running(60, { currentPriceCents: 2600, bidCount: 1 }) };
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    bids.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderCard(shown: LiveAuction | null, viewer: AuctionViewer = 'member', clockOffsetMs = 0) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuctionCard auction={shown} clockOffsetMs={clockOffsetMs} streamId="s1" viewer={viewer} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the auction card', () => {
  it('says whether a late bid buys more time: extra time, or sudden death', () => {
    renderCard(running(45));
    expect(screen.getByText(LIVE_TEXTS.extraTime)).toBeTruthy();
    cleanup();
    renderCard(running(45, { suddenDeath: true }));
    expect(screen.getByText('Sudden death: no extra time for late bids')).toBeTruthy();
    expect(screen.queryByText(LIVE_TEXTS.extraTime)).toBeNull();
  });

  it('shows the item, the labelled current price and the time left', () => {
    renderCard(running(45));
    expect(screen.getByText('Item a1')).toBeTruthy();
    expect(screen.getByLabelText('Current price').textContent).toBe('$25.00');
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('0:45');
    expect(screen.queryByText('ENDING SOON!')).toBeNull();
  });

  it("says 'ENDING SOON!' in the last 10 seconds, on the server's clock", () => {
    renderCard(running(15), 'member', 6_000);
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('0:09');
    expect(screen.getByText('ENDING SOON!')).toBeTruthy();
  });

  it("takes the bid form away at zero and says 'Closing…' until the result arrives", async () => {
    renderCard(running(1));
    expect(screen.getByLabelText('Your bid')).toBeTruthy();
    vi.setSystemTime(NOW + 1_000);
    await waitFor(() => expect(screen.queryByLabelText('Your bid')).toBeNull());
    expect(screen.getByText('Closing…')).toBeTruthy();
  });

  it('prefills the minimum bid and offers it plus $5 and $10', async () => {
    const user = renderCard(running(60));
    const input = screen.getByLabelText<HTMLInputElement>('Your bid');
    expect(input.value).toBe('26.00');
    expect(input.step).toBe('0.01');
    await user.click(screen.getByRole('button', { name: '$36.00' }));
    expect(input.value).toBe('36.00');
    expect(screen.getByRole('button', { name: '$26.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '$31.00' })).toBeTruthy();
  });

  it('keeps Place Bid off while the field is empty or not above the current price', async () => {
    const user = renderCard(running(60));
    const input = screen.getByLabelText('Your bid');
    const place = screen.getByRole('button', { name: 'Place Bid' });
    await user.clear(input);
    expect(place.hasAttribute('disabled')).toBe(true);
    await user.type(input, '25');
    expect(place.hasAttribute('disabled')).toBe(true);
    await user.type(input, '.5');
    expect(place.hasAttribute('disabled')).toBe(false);
  });

  it("says 'Invalid Bid' for a bid above the price by less than $1, without sending it", async () => {
    const user = renderCard(running(60));
    const input = screen.getByLabelText('Your bid');
    await user.clear(input);
    await user.type(input, '25.50');
    await user.click(screen.getByRole('button', { name: 'Place Bid' }));
    expect(bids).toEqual([]);
    expect(toasts.error).toHaveBeenCalledWith(LIVE_TEXTS.invalidBidTitle, {
      description: LIVE_TEXTS.bidBelowIncrement(2600),
    });
  });

  it("places the bid and says 'Bid Placed!'", async () => {
    const user = renderCard(running(60));
    await user.click(screen.getByRole('button', { name: 'Place Bid' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith(LIVE_TEXTS.bidPlaced));
    expect(bids).toEqual([{ amountCents: 2600 }]);
  });

  it("shows the server's refusal: 'Invalid Bid' with its words, the wallet message as is", async () => {
    const user = renderCard(running(60));
    answer = {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: LIVE_TEXTS.bidTooLow(2700) } },
    };
    await user.click(screen.getByRole('button', { name: 'Place Bid' }));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(LIVE_TEXTS.invalidBidTitle, {
        description: LIVE_TEXTS.bidTooLow(2700),
      }),
    );
    answer = { status: 409, body: { error: { code: 'CONFLICT', message: LIVE_TEXTS.bidNotCovered } } };
    await user.click(screen.getByRole('button', { name: 'Place Bid' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(LIVE_TEXTS.bidNotCovered));
    answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
    await user.click(screen.getByRole('button', { name: 'Place Bid' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith(LIVE_TEXTS.bidFailed, undefined));
  });

  it('asks a visitor to sign in, and shows the streamer no bid form', () => {
    renderCard(running(60), 'visitor');
    expect(screen.getByRole('link', { name: 'Sign In to Bid' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('Your bid')).toBeNull();
    cleanup();
    renderCard(running(60, { hasReserve: true, reservePriceCents: 5000, reserveMet: false }), 'streamer');
    expect(screen.queryByLabelText('Your bid')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In to Bid' })).toBeNull();
    expect(screen.getByText(/Reserve \$50\.00/)).toBeTruthy();
  });

  it('notes a reserve not met yet', () => {
    renderCard(running(60, { hasReserve: true, reserveMet: false }));
    expect(screen.getByText(LIVE_TEXTS.reserveNotMet)).toBeTruthy();
  });

  it('marks the winning bid among the recent ones', () => {
    renderCard(
      running(60, {
        recentBids: [
          { id: 'b2', bidder: member('zara'), amountCents: 2600, isWinning: true, createdAt: '' },
          { id: 'b1', bidder: member('leo'), amountCents: 2500, isWinning: false, createdAt: '' },
        ],
      }),
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('@zara');
    expect(rows[0]?.textContent).toContain('Winning');
    expect(rows[1]?.textContent).not.toContain('Winning');
  });

  it("tells how it ended: 'Sold to @x for $y' or 'Passed'", () => {
    renderCard(auction('a1', { status: 'sold', currentPriceCents: 4200, winner: member('zara') }));
    expect(screen.getByText('Sold to @zara for $42.00')).toBeTruthy();
    cleanup();
    renderCard(
      auction('a1', {
        status: 'passed',
        recentBids: [{ id: 'b1', bidder: member('leo'), amountCents: 2500, isWinning: true, createdAt: '' }],
      }),
    );
    expect(screen.getByText('Passed')).toBeTruthy();
    // Nobody won a passed auction.
    expect(screen.getByRole('listitem').textContent).not.toContain('Win');
  });
});
