// @vitest-environment happy-dom
import { NEGOTIATION_TEXTS } from '@swapyard/domain/negotiation';
import type { Trade } from '@swapyard/domain/trades';
import type { WalletSummary } from '@swapyard/domain/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TradeActionInput } from '../../api/trade-actions';
import { stubApi, walletSummary, type StubbedApi } from '@/lib/testing/stub-api';
import { party, tradeFixture } from '../../testing/trade-fixture';
import { TurnAnswer } from './turn-answer';

// Counter-offers (docs/product/trades.md) against a stubbed API: what each side may send on its turn.
/** Bea's $20 cash offer for Sam's jacket, countered by Sam at $26, seen by `role`. */
const negotiation = (role: Trade['role'], changes: Partial<Trade> = {}): Trade =>
  tradeFixture(role, {
    kind: 'cash',
    requester: party('bea', 'Bea Bell'),
    owner: party('sam', 'Sam Stone'),
    cashDifferenceCents: 2600,
    round: 2,
    awaiting: 'requester',
    myHold: role === 'requester' ? { creditCents: 2000, cashCents: 0 } : null,
    ...changes,
  });

/** Bea's wallets: what she can spend, and her $20.00 of credit on hold for the offer. */
const wallet = (creditCents: number, cashCents: number): WalletSummary =>
  walletSummary(creditCents, cashCents, { creditCents: 2000, cashCents: 0 });

let api: StubbedApi;
let balances: WalletSummary;
beforeEach(() => {
  balances = wallet(1000, 0);
  api = stubApi({
    get: { '/api/wallet': () => balances },
    post: async () => {
      // Answered slowly, so a second click lands while the first is in flight.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return negotiation('owner', { round: 3, awaiting: 'owner' });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAnswer(trade: Trade, run: (input: TradeActionInput) => void = () => undefined) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TurnAnswer trade={trade} busy={false} run={run} />
    </QueryClientProvider>,
  );
}

describe('TurnAnswer', () => {
  it("lets the buyer take the seller's counter from a wallet that covers it with their money on hold", async () => {
    const run = vi.fn();
    renderAnswer(negotiation('requester'), run);
    expect(screen.getByText(NEGOTIATION_TEXTS.acceptHold('$26.00', '$20.00'))).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Accept Trade' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    // $10 spendable + $20 on hold covers $26 from credit.
    const credit = await screen.findByRole('radio', { name: /Credit Wallet/ });
    expect(credit.hasAttribute('disabled')).toBe(false);
    await userEvent.click(credit);
    await userEvent.click(accept);
    expect(run).toHaveBeenCalledWith({ action: 'accept', paymentMethod: 'credit' });
  });

  it('the seller counters with more than the offer on the table, api.sent once on a double click', async () => {
    renderAnswer(
      negotiation('owner', { cashDifferenceCents: 2000, round: 1, awaiting: 'owner', myHold: null }),
    );
    await userEvent.click(screen.getByRole('button', { name: NEGOTIATION_TEXTS.counter }));
    expect(screen.getByText(NEGOTIATION_TEXTS.round(2))).toBeTruthy();
    expect(screen.getByText(NEGOTIATION_TEXTS.ownerHint('$20.00'))).toBeTruthy();
    const price = screen.getByLabelText(NEGOTIATION_TEXTS.priceLabel);
    await userEvent.type(price, '20');
    expect(screen.getByRole('button', { name: NEGOTIATION_TEXTS.counter }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.clear(price);
    await userEvent.type(price, '26');
    await userEvent.type(screen.getByLabelText(NEGOTIATION_TEXTS.messageLabel), 'Meet me at $26?');
    await userEvent.dblClick(screen.getByRole('button', { name: NEGOTIATION_TEXTS.send('$26.00') }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      url: '/api/trades/0b6f2f8e-7a55-4d1e-9d7a-6a0b1c2d3e4f/counter-offer',
      body: { cashCents: 2600, message: 'Meet me at $26?' },
    });
  });

  it("the buyer's counter is less than the seller's and says which wallet holds it", async () => {
    renderAnswer(negotiation('requester'));
    await userEvent.click(screen.getByRole('button', { name: NEGOTIATION_TEXTS.counter }));
    await userEvent.type(screen.getByLabelText(NEGOTIATION_TEXTS.priceLabel), '23');
    await screen.findByRole('radio', { name: /Credit Wallet/ });
    await userEvent.click(screen.getByRole('button', { name: NEGOTIATION_TEXTS.send('$23.00') }));
    await vi.waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toEqual({ cashCents: 2300, paymentMethod: 'credit' });
  });

  it('offers no counter in the last round', () => {
    renderAnswer(negotiation('requester', { round: 5 }));
    expect(screen.getByText(NEGOTIATION_TEXTS.lastRound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: NEGOTIATION_TEXTS.counter })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it("offers the card for what taking the seller's counter lacks, their money on hold counted", async () => {
    balances = wallet(200, 0);
    renderAnswer(negotiation('requester'));
    // $26.00 − $20.00 on hold − $2.00 of credit.
    expect(await screen.findByRole('button', { name: 'Pay $4.00 by card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Trade' })).toBeNull();
  });
});
