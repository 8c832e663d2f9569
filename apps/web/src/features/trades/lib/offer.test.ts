import { describe, expect, it } from 'vitest';
import {
  cashLimitCents,
  clampCash,
  defaultPaymentMethod,
  fillGapCents,
  offerBalance,
  walletsWithHold,
} from './offer';

describe('offer builder arithmetic', () => {
  it('limits cash to both wallets together and never below zero', () => {
    expect(cashLimitCents({ creditCents: 1000, cashCents: 250 })).toBe(1250);
    expect(cashLimitCents(undefined)).toBe(0);
    expect(clampCash(5000, 1250)).toBe(1250);
    expect(clampCash(-500, 1250)).toBe(0);
    expect(clampCash(1249, 1250)).toBe(1249);
    expect(clampCash(1250, 1250)).toBe(1250);
    expect(clampCash(500, 0)).toBe(0);
    // Never counts a wallet below zero.
    expect(cashLimitCents({ creditCents: -100, cashCents: 250 })).toBe(250);
  });

  it('says what remains; within a cent is an even trade', () => {
    expect(offerBalance(3000, 1000, 4550)).toMatchObject({ remaining: 550, even: false });
    expect(offerBalance(3000, 1549, 4550)).toMatchObject({ remaining: 1, even: true });
    expect(offerBalance(3000, 1550, 4550)).toMatchObject({ remaining: 0, even: true });
    expect(offerBalance(5000, 0, 4550)).toMatchObject({ remaining: -450, even: false });
  });

  it('Add $x fills the gap up to the wallets', () => {
    expect(fillGapCents(550, 1000, 10_000)).toBe(1550);
    expect(fillGapCents(550, 1000, 1200)).toBe(1200);
    expect(fillGapCents(-100, 1000, 10_000)).toBe(1000);
    expect(fillGapCents(1, 0, 10_000)).toBe(1);
    expect(fillGapCents(550, 0, 0)).toBe(0);
  });

  it('preselects the first payment method the wallets allow', () => {
    expect(defaultPaymentMethod(1000, { creditCents: 2000, cashCents: 0 })).toBe('credit');
    expect(defaultPaymentMethod(1000, { creditCents: 500, cashCents: 1500 })).toBe('cash');
    expect(defaultPaymentMethod(1000, { creditCents: 500, cashCents: 600 })).toBe('mixed');
    expect(defaultPaymentMethod(1000, { creditCents: 500, cashCents: 400 })).toBeNull();
    // One cent short is a shortfall; odd cents are counted exactly.
    expect(defaultPaymentMethod(1999, { creditCents: 1000, cashCents: 998 })).toBeNull();
    expect(defaultPaymentMethod(1999, { creditCents: 1000, cashCents: 999 })).toBe('mixed');
    expect(defaultPaymentMethod(0, { creditCents: 0, cashCents: 0 })).toBe('credit');
  });

  it("counts the member's money on hold for a negotiation towards its next amount", () => {
    expect(
      walletsWithHold({ creditCents: 1000, cashCents: 50 }, { creditCents: 2000, cashCents: 0 }),
    ).toEqual({
      creditCents: 3000,
      cashCents: 50,
    });
    expect(walletsWithHold({ creditCents: 1000, cashCents: 50 }, null)).toEqual({
      creditCents: 1000,
      cashCents: 50,
    });
  });
});
