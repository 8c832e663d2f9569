/**
 * Paying a withdrawal out to the member's bank account or PayPal. One interface, one adapter per provider; the
 * sandbox is the default (no configuration) and a real provider plugs in beside it.
 */

export interface PayoutDestination {
  accountNumber?: string;
  routingNumber?: string;
  accountHolder?: string;
  paypalEmail?: string;
}

export interface PayoutRequest {
  /** Our withdrawal id: the provider's idempotency key, so a retried submit never pays twice. */
  withdrawalId: string;
  method: 'bank_transfer' | 'paypal';
  /** What reaches the member: the withdrawal's net amount, in cents. */
  amountCents: number;
  destination: PayoutDestination;
}

export type PayoutStatus =
  { status: 'processing' } | { status: 'completed' } | { status: 'failed'; reason: string };

export interface PayoutProvider {
  readonly name: string;
  submit(request: PayoutRequest): Promise<{ reference: string }>;
  status(reference: string): Promise<PayoutStatus>;
}
