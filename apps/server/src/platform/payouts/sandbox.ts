import type { PayoutProvider, PayoutRequest, PayoutStatus } from './provider.ts';

/**
 * The default PayoutProvider: pays nobody, but behaves like a provider. A payout is 'processing' for
 * `completeAfterMs` after it was submitted, then 'completed' — unless it uses one of the test inputs below, which
 * fail deterministically (so the failure path can be tried in the browser, in e2e and in tests):
 *
 *   - bank transfer to an account number ending in 0000  → failed, 'The bank rejected the account number'
 *   - PayPal to an address containing '+fail'            → failed, 'PayPal could not find this account'
 *
 * Stateless: the reference carries the submit time and the outcome, so the sandbox answers the same after a
 * restart and from any server instance. Submitting the same withdrawal again gives the same outcome.
 */

export const SANDBOX_FAILURES = {
  bank: 'The bank rejected the account number',
  paypal: 'PayPal could not find this account',
} as const;

export function sandboxOutcome(request: PayoutRequest): 'ok' | 'bank' | 'paypal' {
  const account = request.destination.accountNumber?.replace(/\s+/g, '') ?? '';
  if (request.method === 'bank_transfer' && account.endsWith('0000')) return 'bank';
  if (
    request.method === 'paypal' &&
    (request.destination.paypalEmail ?? '').toLowerCase().includes('+fail')
  ) {
    return 'paypal';
  }
  return 'ok';
}

export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  private readonly completeAfterMs: number;
  private readonly now: () => number;

  constructor(options: { completeAfterMs?: number; now?: () => number } = {}) {
    this.completeAfterMs = options.completeAfterMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  async submit(request: PayoutRequest): Promise<{ reference: string }> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
      throw new Error('a payout needs a positive amount');
    }
    return { reference: `sbx_${request.withdrawalId}_${sandboxOutcome(request)}_${this.now()}` };
  }

  async status(reference: string): Promise<PayoutStatus> {
    const match = /^sbx_([\w-]+)_(ok|bank|paypal)_(\d+)$/.exec(reference);
    if (!match) throw new Error(`unknown sandbox payout reference ${reference}`);
    const outcome = match[2] as 'ok' | 'bank' | 'paypal';
    if (this.now() - Number(match[3]) < this.completeAfterMs) return { status: 'processing' };
    return outcome === 'ok'
      ? { status: 'completed' }
      : { status: 'failed', reason: SANDBOX_FAILURES[outcome] };
  }
}
