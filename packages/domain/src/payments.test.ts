import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT_MESSAGE } from './money.ts';
import {
  addFundsProblem,
  createCheckoutSchema,
  cardProblem,
  luhnValid,
  paymentMessages,
  CHECKOUT_CANCELLED_PATH,
  checkoutWasCancelled,
  paymentSuccessPath,
} from './payments.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test' };

describe('add funds amounts', () => {
  it('takes $5.00 to $500.00 in whole cents', () => {
    expect(addFundsProblem(499)).toBe(paymentMessages.minimum);
    expect(addFundsProblem(500)).toBeNull();
    expect(addFundsProblem(50_000)).toBeNull();
    expect(addFundsProblem(50_001)).toBe(paymentMessages.maximum);
    // A fraction of a cent is wrongly written, not too small.
    expect(addFundsProblem(1000.5)).toBe(AMOUNT_FORMAT_MESSAGE);
  });

  it('refuses a fraction of a cent with the dollars-and-cents message', () => {
    const parsed = createCheckoutSchema.safeParse({ amountCents: 1234.5 });
    expect(parsed.error?.issues[0]?.message).toBe(AMOUNT_FORMAT_MESSAGE);
  });

  it('sends a cancelled checkout back to the wallet, marked so its tab can close itself', () => {
    expect(CHECKOUT_CANCELLED_PATH).toBe('/wallet?checkout=cancelled');
    expect(checkoutWasCancelled(new Map([['checkout', 'cancelled']]))).toBe(true);
    expect(checkoutWasCancelled(new Map())).toBe(false);
  });

  it('builds the return address with our session id and the amount in dollars', () => {
    expect(paymentSuccessPath('abc', 2500)).toBe('/payment-success?session_id=abc&amount=25.00');
    expect(paymentSuccessPath('a b', 1234)).toBe('/payment-success?session_id=a%20b&amount=12.34');
  });
});

describe('the sandbox card form', () => {
  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000-0000-0000-0002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('4242 4242 4242 424x')).toBe(false);
  });

  it('takes a card through the last day of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(cardProblem({ ...card, expiry: '11/26' }, now)).toBeNull();
    expect(cardProblem({ ...card, expiry: '10/26' }, now)).toEqual({
      field: 'expiry',
      message: 'Your card has expired.',
    });
    expect(cardProblem({ ...card, expiry: '00/30' }, now)?.field).toBe('expiry');
    expect(cardProblem({ ...card, expiry: '1230' }, now)?.field).toBe('expiry');
  });

  it('needs a 3 or 4 digit CVC and a name', () => {
    expect(cardProblem({ ...card, cvc: '1234' })).toBeNull();
    expect(cardProblem({ ...card, cvc: '12a' })?.field).toBe('cvc');
    expect(cardProblem({ ...card, name: '' })?.field).toBe('name');
  });
});
