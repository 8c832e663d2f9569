// @vitest-environment happy-dom
import type { Trade, TradeItem } from '@swapyard/domain/trades';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { party, tradeFixture } from '../../testing/trade-fixture';
import { TradeSummary } from './trade-summary';

// The trade summary of a swap circle's leg (docs/product/swap-circles.md): the member's whole part in the circle.

afterEach(cleanup);

const ana = party('ana', 'Ana Ames');
const ben = party('ben', 'Ben Ode');
const cai = party('cai', 'Cai Lin');

const thing = (id: string, title: string, valueCents: number, userId: string): TradeItem => ({
  id,
  userId,
  title,
  category: 'clothing',
  categoryLabel: 'Clothing',
  photos: [],
  valueCents,
  condition: 'good',
  status: 'swapped',
  agreed: true,
});
const lamp = thing('lamp', 'Brass lamp', 3000, 'ana');
const coat = thing('coat', 'Wool coat', 3500, 'ben');

/**
 * Ana's leg in a circle of three: she gives her lamp to Cai and gets Ben's coat, paying Ben $5.00. `viewing` is the
 * trade on screen: the one she gives on (t-give, she is its owner) or gets on (t-get, its requester).
 */
function anasLeg(viewing: 't-give' | 't-get', cash = { gives: 0, gets: 500 }): Trade {
  const giving = viewing === 't-give';
  return tradeFixture(giving ? 'owner' : 'requester', {
    id: viewing,
    kind: 'circle',
    status: 'accepted',
    requester: giving ? cai : ana,
    owner: giving ? ana : ben,
    ownerItem: giving ? lamp : coat,
    circle: {
      gives: { tradeId: 't-give', member: cai, item: lamp, cashCents: cash.gives },
      gets: { tradeId: 't-get', member: ben, item: coat, cashCents: cash.gets },
      cashCents: cash.gives + cash.gets,
    },
    cashDifferenceCents: giving ? -cash.gives : cash.gets,
    paymentMethod: null,
    expiresAt: '2026-12-01T12:00:00.000Z',
    respondedAt: '2026-12-01T12:00:00.000Z',
    autoCompletesAt: '2026-12-15T12:00:00.000Z',
  });
}

const renderSummary = (trade: Trade) =>
  render(
    <MemoryRouter>
      <TradeSummary trade={trade} />
    </MemoryRouter>,
  );

describe('a swap circle leg’s summary', () => {
  it('shows what the member gives and to whom, what they get and from whom, and the cash they pay', () => {
    renderSummary(anasLeg('t-give'));
    const summary = screen.getByRole('region', { name: 'Trade summary' });
    expect(summary.textContent).toContain('Swap circle');
    expect(summary.textContent).not.toContain('goes to another member');

    const gives = within(summary).getByRole('region', { name: 'You give' });
    expect(gives.textContent).toContain('You give to Cai Lin');
    expect(gives.textContent).toContain('Brass lamp');
    expect(gives.textContent).toContain('$30.00');
    // This page is the trade she gives on; the other leg links to its own trade.
    expect(gives.textContent).toContain('This trade');
    const gets = within(summary).getByRole('region', { name: 'You get' });
    expect(gets.textContent).toContain('You get from Ben Ode');
    expect(gets.textContent).toContain('Wool coat');
    expect(within(gets).getByRole('link', { name: 'Open that trade' }).getAttribute('href')).toBe(
      '/messages/trade/t-get',
    );

    expect(summary.textContent).toContain('You pay $5.00');
    expect(summary.textContent).toContain('$5.00 to Ben Ode, paid when its trade completes');
  });

  it('reads the same from the other leg, and says what the member receives', () => {
    renderSummary(anasLeg('t-get', { gives: -500, gets: 0 }));
    const summary = screen.getByRole('region', { name: 'Trade summary' });
    const gives = within(summary).getByRole('region', { name: 'You give' });
    expect(within(gives).getByRole('link', { name: 'Open that trade' }).getAttribute('href')).toBe(
      '/messages/trade/t-give',
    );
    expect(within(summary).getByRole('region', { name: 'You get' }).textContent).toContain('This trade');
    expect(summary.textContent).toContain('You receive $5.00');
    expect(summary.textContent).toContain('$5.00 from Cai Lin');
  });

  it('says when no cash changes hands', () => {
    renderSummary(anasLeg('t-give', { gives: 0, gets: 0 }));
    const summary = screen.getByRole('region', { name: 'Trade summary' });
    expect(summary.textContent).toContain('An even swap: no cash either way');
    expect(summary.textContent).not.toContain('paid when');
  });
});

describe('a purchase’s summary', () => {
  it('says how much of the cash is postage, and which wallet paid', () => {
    renderSummary(
      tradeFixture('requester', {
        kind: 'purchase',
        status: 'accepted',
        owner: ben,
        ownerItem: coat,
        cashDifferenceCents: 4000,
        postageCents: 450,
      }),
    );
    const summary = screen.getByRole('region', { name: 'Trade summary' });
    expect(summary.textContent).toContain('$40.00 cash');
    expect(summary.textContent).toContain('Includes $4.50 postage · Paid from Credit Wallet');
  });

  it('says nothing of postage when there is none', () => {
    renderSummary(
      tradeFixture('requester', { kind: 'purchase', status: 'accepted', owner: ben, ownerItem: coat }),
    );
    expect(screen.getByRole('region', { name: 'Trade summary' }).textContent).not.toContain('postage');
  });
});
