import type { SwapCircle } from '@swapyard/domain/circles';
import { describe, expect, it } from 'vitest';
import { acceptedCount, cashLine, circleTitle, otherLegs, timeLeft } from './circle-card';

const party = (id: string, fullName: string) => ({
  id,
  username: id,
  fullName,
  avatarUrl: null,
  themeColor: '#6366f1',
});
const leg = (giver: string, receiver: string, title: string, accepted = false) => ({
  giver: party(giver, `${giver.toUpperCase()} Person`),
  receiver: party(receiver, `${receiver.toUpperCase()} Person`),
  item: { id: title, title, categoryLabel: 'Clothing', photos: [], valueCents: 3000 },
  cashCents: 0,
  accepted,
});

/** Ana gives to Cai, Cai gives to Ben, Ben gives to Ana (legs in circle order). */
const circle: SwapCircle = {
  id: 'c',
  status: 'proposed',
  expiresAt: new Date(0).toISOString(),
  createdAt: new Date(0).toISOString(),
  legs: [leg('ana', 'cai', 'Lamp', true), leg('cai', 'ben', 'Boots'), leg('ben', 'ana', 'Scarf', true)],
  you: { gives: 0, gets: 2, cashCents: 0, accepted: true },
};

describe('a circle card', () => {
  it('names the other members in circle order', () => {
    expect(circleTitle(circle)).toBe('Swap circle with CAI Person and BEN Person');
    expect(circleTitle({ ...circle, legs: circle.legs.slice(0, 1) })).toBe('Swap circle with CAI Person');
  });

  it('tells the leg the member is not on', () => {
    expect(otherLegs(circle)).toEqual(['CAI Person gives “Boots” to BEN Person']);
  });

  it('reads the cash from the member’s side', () => {
    expect(cashLine({ you: { ...circle.you, cashCents: 2000 } })).toBe('You pay $20.00');
    expect(cashLine({ you: { ...circle.you, cashCents: -550 } })).toBe('You receive $5.50');
    expect(cashLine(circle)).toBe('An even swap: no cash either way');
  });

  it('counts acceptances and the time left', () => {
    expect(acceptedCount(circle)).toBe(2);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft(new Date(now + 47.5 * 3_600_000).toISOString(), now)).toBe('47 h left');
    expect(timeLeft(new Date(now + 35 * 60_000).toISOString(), now)).toBe('35 min left');
    expect(timeLeft(new Date(now - 1000).toISOString(), now)).toBe('Expiring now');
  });
});
