import { describe, expect, it } from 'vitest';
import { createItemInputSchema } from './items.ts';
import {
  AMOUNT_FORMAT_MESSAGE,
  centsToDollarsInput,
  dollarsFormatProblem,
  formatCents,
  formatCentsCompact,
  MAX_ITEM_VALUE_CENTS,
  MAX_OFFER_CASH_CENTS,
  MAX_WITHDRAWAL_CENTS,
  parseDollarsToCents,
  roundDollarsToCents,
  roundToWholeDollars,
} from './money.ts';
import { counterTradeInputSchema, createTradeInputSchema } from './trades.ts';
import { createWithdrawalSchema } from './withdrawals.ts';

/** Every money field of the contracts is bounded by a named maximum (docs/product/limits.md). */
const INT32_MAX = 2_147_483_647;
const itemId = '3f1e0c2a-0000-4000-8000-000000000000';
const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('money bounds', () => {
  it('keeps every maximum inside a PostgreSQL integer', () => {
    for (const max of [MAX_ITEM_VALUE_CENTS, MAX_OFFER_CASH_CENTS, MAX_WITHDRAWAL_CENTS]) {
      expect(max).toBeLessThan(INT32_MAX);
    }
    expect(formatCents(MAX_ITEM_VALUE_CENTS)).toBe('$1,000,000.00');
  });

  it('bounds a counter-offer cash either way: the sender adds it, or asks it of the other member', () => {
    const counter = (cashCents: number) => ({ requestedItemId: itemId, cashCents, paymentMethod: 'cash' });
    expect(accepts(counterTradeInputSchema, counter(MAX_OFFER_CASH_CENTS))).toBe(true);
    expect(accepts(counterTradeInputSchema, counter(-MAX_OFFER_CASH_CENTS))).toBe(true);
    expect(accepts(counterTradeInputSchema, counter(MAX_OFFER_CASH_CENTS + 1))).toBe(false);
    expect(accepts(counterTradeInputSchema, counter(-MAX_OFFER_CASH_CENTS - 1))).toBe(false);
    // The two the audit found: beyond a 32-bit integer (a 500), and a demand of $21.4 million.
    expect(accepts(counterTradeInputSchema, counter(-(2 ** 31)))).toBe(false);
    expect(accepts(counterTradeInputSchema, counter(-2_140_000_000))).toBe(false);
    expect(counterTradeInputSchema.safeParse(counter(-(2 ** 31))).error?.issues[0]?.message).toBe(
      'Cash in an offer can be at most $1,000,000.00',
    );
  });

  it('bounds the cash of a cash offer and of a trade offer, never negative', () => {
    const cash = (cashCents: number) => ({
      kind: 'cash',
      ownerItemId: itemId,
      cashCents,
      paymentMethod: 'cash',
    });
    expect(accepts(createTradeInputSchema, cash(MAX_OFFER_CASH_CENTS))).toBe(true);
    expect(accepts(createTradeInputSchema, cash(MAX_OFFER_CASH_CENTS + 1))).toBe(false);
    expect(accepts(createTradeInputSchema, cash(2 ** 31))).toBe(false);
    const trade = (cashCents: number) => ({
      kind: 'trade',
      ownerItemId: itemId,
      offeredItemIds: [itemId],
      cashCents,
      paymentMethod: 'cash',
    });
    expect(accepts(createTradeInputSchema, trade(MAX_OFFER_CASH_CENTS))).toBe(true);
    expect(accepts(createTradeInputSchema, trade(MAX_OFFER_CASH_CENTS + 1))).toBe(false);
    expect(accepts(createTradeInputSchema, trade(-1))).toBe(false);
  });

  it('bounds an item value and a withdrawal', () => {
    const item = {
      title: 'Jacket',
      category: 'clothing',
      condition: 'good',
      size: 'M',
      photos: [{ id: 'u/p', url: '/media/u/p', width: 1, height: 1 }],
    };
    expect(accepts(createItemInputSchema, { ...item, valueCents: MAX_ITEM_VALUE_CENTS })).toBe(true);
    expect(accepts(createItemInputSchema, { ...item, valueCents: MAX_ITEM_VALUE_CENTS + 1 })).toBe(false);
    expect(accepts(createWithdrawalSchema, { amountCents: MAX_WITHDRAWAL_CENTS })).toBe(true);
    expect(accepts(createWithdrawalSchema, { amountCents: MAX_WITHDRAWAL_CENTS + 1 })).toBe(false);
  });
});

describe('showing cents', () => {
  it('formats cents as dollars and cents, with separators and the sign first', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(99_999)).toBe('$999.99');
    expect(formatCents(123_456_789_012)).toBe('$1,234,567,890.12');
    expect(formatCents(-100_000_000)).toBe('-$1,000,000.00');
    expect(formatCents(-1999)).toBe('-$19.99');
    expect(formatCents(500, { wholeDollars: true })).toBe('$5');
    expect(formatCents(550, { wholeDollars: true })).toBe('$5.50');
    expect(formatCents(1_000_000, { wholeDollars: true })).toBe('$10,000');
  });

  it('shows a profile Value stat in whole dollars, then in thousands', () => {
    expect(formatCentsCompact(0)).toBe('$0');
    expect(formatCentsCompact(99_900)).toBe('$999');
    expect(formatCentsCompact(100_000)).toBe('$1k');
    expect(formatCentsCompact(125_000)).toBe('$1.3k');
    expect(formatCentsCompact(1_500_000)).toBe('$15k');
  });

  it('writes cents as a form field holds dollars, always two decimals or as few as needed', () => {
    expect(centsToDollarsInput(1250)).toBe('12.50');
    expect(centsToDollarsInput(1200)).toBe('12.00');
    expect(centsToDollarsInput(5)).toBe('0.05');
    expect(centsToDollarsInput(0)).toBe('0.00');
    expect(centsToDollarsInput(1999, { short: true })).toBe('19.99');
    expect(centsToDollarsInput(1250, { short: true })).toBe('12.5');
    expect(centsToDollarsInput(1200, { short: true })).toBe('12');
    expect(centsToDollarsInput(0, { short: true })).toBe('0');
    expect(centsToDollarsInput(MAX_ITEM_VALUE_CENTS, { short: true })).toBe('1000000');
  });
});

describe('dollar amounts as typed', () => {
  it('reads dollars and cents, at most two decimals', () => {
    expect(parseDollarsToCents('12.34')).toBe(1234);
    expect(parseDollarsToCents('5')).toBe(500);
    expect(parseDollarsToCents('12.345')).toBeNull();
    expect(parseDollarsToCents('19.99')).toBe(1999);
    expect(parseDollarsToCents('19.999')).toBeNull();
    expect(parseDollarsToCents('0.005')).toBeNull();
    expect(parseDollarsToCents('.5')).toBe(50);
    expect(parseDollarsToCents('12.')).toBe(1200);
  });

  it('says an amount with more than two decimals is wrongly written, whatever its size', () => {
    expect(dollarsFormatProblem('12.345')).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(dollarsFormatProblem('5.001')).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(dollarsFormatProblem('1e3')).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(dollarsFormatProblem('12.34')).toBeNull();
    expect(dollarsFormatProblem('4.99')).toBeNull();
    expect(dollarsFormatProblem('')).toBeNull();
  });

  it('rounds a number field to the nearest cent without drift', () => {
    expect(roundDollarsToCents('19.99')).toBe(1999);
    expect(roundDollarsToCents(String(0.1 + 0.2))).toBe(30);
    expect(roundDollarsToCents('999999.99')).toBe(99_999_999);
    expect(roundDollarsToCents('12.345')).toBe(1235);
    expect(roundDollarsToCents('1e3')).toBe(100_000);
    expect(roundDollarsToCents('-1')).toBe(-100);
    expect(roundDollarsToCents('')).toBeNull();
    expect(roundDollarsToCents('abc')).toBeNull();
    expect(roundDollarsToCents('Infinity')).toBeNull();
  });

  it('reads back every amount it writes', () => {
    for (let cents = 0; cents < 10_000; cents++) {
      expect(parseDollarsToCents(centsToDollarsInput(cents))).toBe(cents);
      expect(parseDollarsToCents(centsToDollarsInput(cents, { short: true }))).toBe(cents);
      expect(roundDollarsToCents(centsToDollarsInput(cents, { short: true }))).toBe(cents);
    }
  });
});

describe('whole dollars', () => {
  it('rounds cents down or to the nearest whole dollar', () => {
    expect(roundToWholeDollars(4270, 'down')).toBe(4200);
    expect(roundToWholeDollars(4299, 'down')).toBe(4200);
    expect(roundToWholeDollars(4200, 'down')).toBe(4200);
    expect(roundToWholeDollars(99, 'down')).toBe(0);
    expect(roundToWholeDollars(4249)).toBe(4200);
    expect(roundToWholeDollars(4250)).toBe(4300);
    expect(roundToWholeDollars(0)).toBe(0);
  });
});
