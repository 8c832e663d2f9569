import { describe, expect, it } from 'vitest';
import { outcomeOf } from './money-decision';

describe('the money decision of a dispute (docs/product/disputes.md, "Deciding a dispute")', () => {
  it('sends nothing when no money is held', () => {
    expect(outcomeOf({ kind: 'split', splitDollars: 'nonsense' }, 0)).toBeUndefined();
  });

  it('pays out or refunds all of it', () => {
    expect(outcomeOf({ kind: 'pay_payee', splitDollars: '' }, 2500)).toEqual({ kind: 'pay_payee' });
    expect(outcomeOf({ kind: 'refund_payer', splitDollars: '' }, 2500)).toEqual({ kind: 'refund_payer' });
  });

  it('splits in cents, never more than is held', () => {
    expect(outcomeOf({ kind: 'split', splitDollars: '10.50' }, 2500)).toEqual({
      kind: 'split',
      toPayeeCents: 1050,
    });
    expect(outcomeOf({ kind: 'split', splitDollars: '25' }, 2500)).toEqual({
      kind: 'split',
      toPayeeCents: 2500,
    });
    expect(outcomeOf({ kind: 'split', splitDollars: '25.01' }, 2500)).toEqual({ problem: 'At most $25.00' });
    expect(outcomeOf({ kind: 'split', splitDollars: '' }, 2500)).toEqual({
      problem: 'Enter the amount paid out, e.g. 12.50',
    });
    expect(outcomeOf({ kind: 'split', splitDollars: '1.234' }, 2500)).toHaveProperty('problem');
  });
});
