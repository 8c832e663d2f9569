import { describe, expect, it } from 'vitest';
import { MAX_ITEM_VALUE_CENTS, MAX_OFFER_CASH_CENTS } from './money.ts';
import {
  askingNote,
  isEvenTrade,
  offerDifferenceCents,
  paymentOptions,
  splitPayment,
  suggestedCashRange,
} from './trades.ts';

/** The offer arithmetic the builders and the server share (docs/product/trades.md), all in integer cents. */

describe('paymentOptions', () => {
  it('enables a wallet that covers the amount alone, and Mixed only when neither does but both together do', () => {
    expect(paymentOptions(2500, { creditCents: 3000, cashCents: 0 })).toEqual({
      credit: true,
      cash: false,
      mixed: false,
      shortfallCents: 0,
    });
    expect(paymentOptions(2500, { creditCents: 0, cashCents: 2500 })).toEqual({
      credit: false,
      cash: true,
      mixed: false,
      shortfallCents: 0,
    });
    expect(paymentOptions(2500, { creditCents: 2500, cashCents: 2500 })).toEqual({
      credit: true,
      cash: true,
      mixed: false,
      shortfallCents: 0,
    });
    expect(paymentOptions(2500, { creditCents: 1000, cashCents: 1500 })).toEqual({
      credit: false,
      cash: false,
      mixed: true,
      shortfallCents: 0,
    });
  });

  it('counts odd cents exactly: one cent short is short', () => {
    expect(paymentOptions(1999, { creditCents: 1998, cashCents: 0 })).toMatchObject({
      credit: false,
      mixed: false,
      shortfallCents: 1,
    });
    expect(paymentOptions(1999, { creditCents: 1999, cashCents: 0 }).credit).toBe(true);
    expect(paymentOptions(1999, { creditCents: 1000, cashCents: 999 })).toMatchObject({
      mixed: true,
      shortfallCents: 0,
    });
    expect(paymentOptions(1999, { creditCents: 1000, cashCents: 998 })).toEqual({
      credit: false,
      cash: false,
      mixed: false,
      shortfallCents: 1,
    });
  });

  it('reports the shortfall when nothing can pay, and none when something can', () => {
    expect(paymentOptions(5000, { creditCents: 1200, cashCents: 800 })).toEqual({
      credit: false,
      cash: false,
      mixed: false,
      shortfallCents: 3000,
    });
    expect(paymentOptions(5000, { creditCents: 0, cashCents: 0 }).shortfallCents).toBe(5000);
    expect(paymentOptions(5000, { creditCents: 9000, cashCents: 0 }).shortfallCents).toBe(0);
  });

  it('lets empty wallets pay nothing: a zero amount is covered by either wallet', () => {
    expect(paymentOptions(0, { creditCents: 0, cashCents: 0 })).toEqual({
      credit: true,
      cash: true,
      mixed: false,
      shortfallCents: 0,
    });
  });

  it('handles the largest cash an offer may carry', () => {
    const half = MAX_OFFER_CASH_CENTS / 2;
    expect(paymentOptions(MAX_OFFER_CASH_CENTS, { creditCents: half, cashCents: half })).toMatchObject({
      mixed: true,
      shortfallCents: 0,
    });
    expect(paymentOptions(MAX_OFFER_CASH_CENTS, { creditCents: half, cashCents: half - 1 })).toMatchObject({
      mixed: false,
      shortfallCents: 1,
    });
  });
});

describe('splitPayment', () => {
  const wallets = { creditCents: 1050, cashCents: 2000 };

  it('takes the whole amount from the chosen wallet', () => {
    expect(splitPayment('credit', 1050, wallets)).toEqual({ creditCents: 1050, cashCents: 0 });
    expect(splitPayment('cash', 1999, wallets)).toEqual({ creditCents: 0, cashCents: 1999 });
  });

  it('Mixed spends all the credit first, then the rest in cash, to the cent', () => {
    expect(splitPayment('mixed', 2501, wallets)).toEqual({ creditCents: 1050, cashCents: 1451 });
    expect(splitPayment('mixed', 3050, wallets)).toEqual({ creditCents: 1050, cashCents: 2000 });
    const split = splitPayment('mixed', 2501, wallets)!;
    expect(split.creditCents + split.cashCents).toBe(2501);
  });

  it('refuses a method the wallets do not allow, including Mixed when one wallet would do', () => {
    expect(splitPayment('credit', 1051, wallets)).toBeNull();
    expect(splitPayment('cash', 2001, wallets)).toBeNull();
    expect(splitPayment('mixed', 3051, wallets)).toBeNull();
    expect(splitPayment('mixed', 1000, wallets)).toBeNull();
  });

  it('splits nothing from empty wallets but a zero amount', () => {
    const empty = { creditCents: 0, cashCents: 0 };
    expect(splitPayment('credit', 0, empty)).toEqual({ creditCents: 0, cashCents: 0 });
    expect(splitPayment('credit', 1, empty)).toBeNull();
    expect(splitPayment('mixed', 1, empty)).toBeNull();
  });
});

describe('offer difference', () => {
  it('is offered items plus cash minus the wanted value; within a cent is even', () => {
    expect(offerDifferenceCents(3000, 1000, 4550)).toBe(-550);
    expect(offerDifferenceCents(3000, 1550, 4550)).toBe(0);
    expect(offerDifferenceCents(5000, 0, 4550)).toBe(450);
    expect(isEvenTrade(0)).toBe(true);
    expect(isEvenTrade(1)).toBe(true);
    expect(isEvenTrade(-1)).toBe(true);
    expect(isEvenTrade(2)).toBe(false);
    expect(isEvenTrade(-2)).toBe(false);
  });
});

describe('suggestedCashRange', () => {
  it('runs from 70% of the value, rounded down to whole dollars, up to the value', () => {
    expect(suggestedCashRange(10_000)).toEqual({ minCents: 7000, maxCents: 10_000 });
    expect(suggestedCashRange(4550)).toEqual({ minCents: 3100, maxCents: 4550 });
    expect(suggestedCashRange(1999)).toEqual({ minCents: 1300, maxCents: 1999 });
    expect(suggestedCashRange(MAX_ITEM_VALUE_CENTS)).toEqual({
      minCents: 70_000_000,
      maxCents: MAX_ITEM_VALUE_CENTS,
    });
  });

  it('keeps whole dollars that are exactly 70% (11000 × 0.7 is 7699.999… in floating point)', () => {
    expect(suggestedCashRange(11_000).minCents).toBe(7700);
    expect(suggestedCashRange(21_000).minCents).toBe(14_700);
    expect(suggestedCashRange(41_000).minCents).toBe(28_700);
  });

  it('starts at $0 for a value under $1.43, and is empty for a value of 0', () => {
    expect(suggestedCashRange(0)).toEqual({ minCents: 0, maxCents: 0 });
    expect(suggestedCashRange(1)).toEqual({ minCents: 0, maxCents: 1 });
    expect(suggestedCashRange(142)).toEqual({ minCents: 0, maxCents: 142 });
    expect(suggestedCashRange(143)).toEqual({ minCents: 100, maxCents: 143 });
  });

  it('is always the largest whole dollar amount at or under 70%, never above the value', () => {
    const wrong: number[] = [];
    for (let valueCents = 0; valueCents <= 300_000; valueCents += 1) {
      const { minCents, maxCents } = suggestedCashRange(valueCents);
      // In integers: min is whole dollars, min ≤ 0.7 × value < min + $1, and max is the value.
      const right =
        maxCents === valueCents &&
        minCents % 100 === 0 &&
        minCents * 10 <= valueCents * 7 &&
        (minCents + 100) * 10 > valueCents * 7;
      if (!right) wrong.push(valueCents);
    }
    expect(wrong).toEqual([]);
  });
});

describe('askingNote', () => {
  it('compares the amount with the value to the cent', () => {
    expect(askingNote(4549, 4550)).toBe('Below asking');
    expect(askingNote(4550, 4550)).toBe('At asking price');
    expect(askingNote(4551, 4550)).toBe('Above asking');
  });

  it('reads a value of 0 as asking nothing', () => {
    expect(askingNote(0, 0)).toBe('At asking price');
    expect(askingNote(1, 0)).toBe('Above asking');
  });

  it('holds at the largest amounts', () => {
    expect(askingNote(MAX_OFFER_CASH_CENTS, MAX_ITEM_VALUE_CENTS)).toBe('At asking price');
    expect(askingNote(MAX_OFFER_CASH_CENTS - 1, MAX_ITEM_VALUE_CENTS)).toBe('Below asking');
  });
});
