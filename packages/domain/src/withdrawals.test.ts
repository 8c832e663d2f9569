import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT_MESSAGE } from './money.ts';
import {
  createWithdrawalSchema,
  maskAccountNumber,
  withdrawalFeeCents,
  withdrawalMessages as m,
  withdrawalNetCents,
  withdrawalProblem,
  withdrawalSubmitDisabled,
} from './withdrawals.ts';

const bank = { accountNumber: '123456789', routingNumber: '021000021', accountHolder: 'Ada' };

describe('withdrawal fee (docs/product/wallet.md)', () => {
  it('is 1% plus $0.75 for bank transfers, $1.50 for PayPal, $1 otherwise, never below $1', () => {
    expect(withdrawalFeeCents(10_000, 'bank_transfer')).toBe(175);
    expect(withdrawalFeeCents(10_000, 'paypal')).toBe(250);
    expect(withdrawalFeeCents(10_000, 'other')).toBe(200);
    // $5.00: 5¢ + 75¢ = 80¢, raised to the $1 floor.
    expect(withdrawalFeeCents(500, 'bank_transfer')).toBe(100);
    expect(withdrawalFeeCents(500, 'paypal')).toBe(155);
    expect(withdrawalFeeCents(0, 'other')).toBe(100);
    // 1% of $12.50 is 12.5¢, rounded half up.
    expect(withdrawalFeeCents(1250, 'bank_transfer')).toBe(100);
    expect(withdrawalFeeCents(4050, 'bank_transfer')).toBe(116);
    expect(withdrawalNetCents(4000, 'bank_transfer')).toBe(3885);
    expect(withdrawalNetCents(4000, 'paypal')).toBe(3810);
  });
});

describe('withdrawalProblem (docs/product/wallet.md, in order)', () => {
  const ok = { amountCents: 1000, cashCents: 2000, method: 'bank_transfer', details: bank };
  it('checks amount, then balance, then method, then details', () => {
    expect(withdrawalProblem({ ...ok, amountCents: 499, cashCents: 0, method: undefined })).toEqual({
      title: m.invalidAmountTitle,
      message: m.invalidAmount,
    });
    expect(withdrawalProblem({ ...ok, amountCents: 2001, method: undefined })).toEqual({
      title: m.insufficientTitle,
      message: m.insufficient,
    });
    expect(withdrawalProblem({ ...ok, method: undefined, details: {} })?.message).toBe(m.methodRequired);
    expect(withdrawalProblem({ ...ok, method: 'cheque' })?.message).toBe(m.methodRequired);
    expect(withdrawalProblem({ ...ok, details: { ...bank, accountHolder: '  ' } })?.message).toBe(
      m.bankDetailsRequired,
    );
    expect(withdrawalProblem({ ...ok, method: 'paypal', details: bank })?.message).toBe(m.paypalRequired);
    expect(withdrawalProblem({ ...ok, method: 'paypal', details: { paypalEmail: 'nope' } })?.message).toBe(
      'Please enter a valid PayPal email address',
    );
    expect(withdrawalProblem(ok)).toBeNull();
    expect(withdrawalProblem({ ...ok, amountCents: 2000 })).toBeNull();
    expect(
      withdrawalProblem({ ...ok, method: 'paypal', details: { paypalEmail: 'a@example.com' } }),
    ).toBeNull();
  });
});

describe('withdrawalSubmitDisabled (docs/product/wallet.md)', () => {
  it('disables below the minimum, above the balance, without a method, or with no net', () => {
    const base = { amountCents: 1000, cashCents: 2000, method: 'paypal' };
    expect(withdrawalSubmitDisabled(base)).toBe(false);
    expect(withdrawalSubmitDisabled({ ...base, amountCents: 2000 })).toBe(false);
    expect(withdrawalSubmitDisabled({ ...base, amountCents: 500 })).toBe(false);
    expect(withdrawalSubmitDisabled({ ...base, amountCents: null })).toBe(true);
    expect(withdrawalSubmitDisabled({ ...base, amountCents: 499 })).toBe(true);
    expect(withdrawalSubmitDisabled({ ...base, amountCents: 2001 })).toBe(true);
    expect(withdrawalSubmitDisabled({ ...base, method: undefined })).toBe(true);
    expect(withdrawalSubmitDisabled({ ...base, method: 'cheque' })).toBe(true);
  });
});

describe('createWithdrawalSchema and masking', () => {
  it('takes integer cents only and trims details', () => {
    expect(createWithdrawalSchema.safeParse({ amountCents: 10.5 }).error?.issues[0]?.message).toBe(
      AMOUNT_FORMAT_MESSAGE,
    );
    expect(withdrawalProblem({ amountCents: 500.1, cashCents: 2000, details: {} })?.message).toBe(
      AMOUNT_FORMAT_MESSAGE,
    );
    expect(createWithdrawalSchema.parse({ amountCents: 1000, details: { paypalEmail: ' a@b.co ' } })).toEqual(
      {
        amountCents: 1000,
        details: { paypalEmail: 'a@b.co' },
      },
    );
    expect(createWithdrawalSchema.parse({ amountCents: 1000 }).details).toEqual({});
  });

  it('shows the last four characters only', () => {
    expect(maskAccountNumber('123456789')).toBe('••••6789');
    expect(maskAccountNumber('1234 5678 9012')).toBe('••••9012');
  });
});
