import { describe, expect, it } from 'vitest';
import { createItemInputSchema, MAX_ITEM_VALUE } from './items.ts';
import { MAX_ITEM_VALUE_CENTS, MAX_OFFER_CASH_CENTS, MAX_WITHDRAWAL_CENTS } from './money.ts';
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
    expect(MAX_ITEM_VALUE * 100).toBe(MAX_ITEM_VALUE_CENTS);
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
    expect(accepts(createItemInputSchema, { ...item, value: MAX_ITEM_VALUE })).toBe(true);
    expect(accepts(createItemInputSchema, { ...item, value: MAX_ITEM_VALUE + 0.01 })).toBe(false);
    expect(accepts(createWithdrawalSchema, { amountCents: MAX_WITHDRAWAL_CENTS })).toBe(true);
    expect(accepts(createWithdrawalSchema, { amountCents: MAX_WITHDRAWAL_CENTS + 1 })).toBe(false);
  });
});
