import { describe, expect, it } from 'vitest';
import { SANDBOX_FAILURES, SandboxPayoutProvider } from './index.ts';
import type { PayoutRequest } from './provider.ts';

const bank = (accountNumber: string): PayoutRequest => ({
  withdrawalId: '7f1e0c1a-0000-4000-8000-000000000001',
  method: 'bank_transfer',
  amountCents: 1000,
  destination: { accountNumber, routingNumber: '021000021', accountHolder: 'Ada' },
});
const paypal = (paypalEmail: string): PayoutRequest => ({
  withdrawalId: '7f1e0c1a-0000-4000-8000-000000000002',
  method: 'paypal',
  amountCents: 1000,
  destination: { paypalEmail },
});

describe('SandboxPayoutProvider', () => {
  it('keeps a payout processing for the configured time, then completes it', async () => {
    let now = 1_000_000;
    const provider = new SandboxPayoutProvider({ completeAfterMs: 5000, now: () => now });
    const { reference } = await provider.submit(bank('123456789'));
    expect(await provider.status(reference)).toEqual({ status: 'processing' });
    now += 4999;
    expect(await provider.status(reference)).toEqual({ status: 'processing' });
    now += 1;
    expect(await provider.status(reference)).toEqual({ status: 'completed' });
    expect(await provider.status((await provider.submit(paypal('a@example.com'))).reference)).toEqual({
      status: 'processing',
    });
  });

  it('fails an account number ending 0000 and a PayPal address containing +fail, after the same delay', async () => {
    let now = 0;
    const provider = new SandboxPayoutProvider({ completeAfterMs: 10, now: () => now });
    const badBank = await provider.submit(bank('1234 0000'));
    const badPaypal = await provider.submit(paypal('Someone+FAIL@example.com'));
    const okPaypal = await provider.submit(paypal('someone@example.com'));
    expect(await provider.status(badBank.reference)).toEqual({ status: 'processing' });
    now = 10;
    expect(await provider.status(badBank.reference)).toEqual({
      status: 'failed',
      reason: SANDBOX_FAILURES.bank,
    });
    expect(await provider.status(badPaypal.reference)).toEqual({
      status: 'failed',
      reason: SANDBOX_FAILURES.paypal,
    });
    expect(await provider.status(okPaypal.reference)).toEqual({ status: 'completed' });
  });

  it('refuses a non-positive amount and an unknown reference', async () => {
    const provider = new SandboxPayoutProvider({ completeAfterMs: 0 });
    await expect(provider.submit({ ...bank('1'), amountCents: 0 })).rejects.toThrow();
    await expect(provider.status('nope')).rejects.toThrow(/unknown/);
  });
});
