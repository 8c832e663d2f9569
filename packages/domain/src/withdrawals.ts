import { z } from 'zod';
import { AMOUNT_FORMAT_MESSAGE, centsAmountSchema, formatCents, MAX_WITHDRAWAL_CENTS } from './money.ts';
import { text } from './text.ts';

/** Withdrawals from the cash wallet by bank transfer or PayPal (docs/product/wallet.md). Amounts in cents. */
export const withdrawalMethods = ['bank_transfer', 'paypal'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

export const withdrawalStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const WITHDRAWAL_MIN_CENTS = 500;
export const WITHDRAWAL_PROCESSING_TIME = '2-3 business days';
export const PLATFORM_FEE_PERCENT = 1;
/** The fee each method adds to the percentage; another method adds OTHER_METHOD_FEE_CENTS. */
export const WITHDRAWAL_METHOD_FEE_CENTS: Readonly<Record<WithdrawalMethod, number>> = {
  bank_transfer: 75,
  paypal: 150,
};
const OTHER_METHOD_FEE_CENTS = 100;
const MIN_WITHDRAWAL_FEE_CENTS = 100;

/** The withdrawal messages, word for word (title, then text). */
export const withdrawalMessages = {
  invalidAmountTitle: 'Invalid Amount',
  invalidAmount: `Minimum withdrawal amount is ${formatCents(WITHDRAWAL_MIN_CENTS, { wholeDollars: true })}`,
  insufficientTitle: 'Insufficient Balance',
  insufficient: "You don't have enough balance for this withdrawal",
  methodRequired: 'Please select a withdrawal method',
  bankDetailsRequired: 'Please fill in all bank account information',
  paypalRequired: 'Please enter your PayPal email address',
  failedTitle: 'Withdrawal Failed',
  failed: 'Failed to create withdrawal request. Please try again.',
  requestedTitle: 'Withdrawal Requested',
  requested: `Your withdrawal will be processed within ${WITHDRAWAL_PROCESSING_TIME}.`,
  cancelledTitle: 'Withdrawal Cancelled',
  cancelFailedTitle: 'Error',
  cancelFailed: 'Failed to cancel withdrawal. Please try again.',
  cancelConfirm: 'Are you sure you want to cancel this withdrawal? This action cannot be undone.',
} as const;

/**
 * 1% of the amount plus $0.75 (bank transfer) or $1.50 (PayPal), $1 for any other method; never less than $1. The
 * 1% is rounded to the nearest cent (half up).
 */
export function withdrawalFeeCents(amountCents: number, method: string): number {
  const percent = Math.round((amountCents * PLATFORM_FEE_PERCENT) / 100);
  const methodFee =
    method === 'bank_transfer' || method === 'paypal'
      ? WITHDRAWAL_METHOD_FEE_CENTS[method]
      : OTHER_METHOD_FEE_CENTS;
  return Math.max(MIN_WITHDRAWAL_FEE_CENTS, percent + methodFee);
}

export function withdrawalNetCents(amountCents: number, method: string): number {
  return amountCents - withdrawalFeeCents(amountCents, method);
}

const trimmed = text();

export const bankDetailsInputSchema = z.object({
  accountNumber: trimmed.max(34),
  routingNumber: trimmed.max(34),
  accountHolder: trimmed.max(120),
});
export const paypalDetailsInputSchema = z.object({ paypalEmail: trimmed.max(254) });

/**
 * POST /api/wallet/withdrawals. Loose on purpose: the service checks in the documented order and answers with
 * the message for the first problem, which a union schema could not do.
 */
export const createWithdrawalSchema = z
  .strictObject({
    amountCents: centsAmountSchema(MAX_WITHDRAWAL_CENTS),
    method: text().max(40).optional(),
    details: z
      .strictObject({
        accountNumber: trimmed.max(34).optional(),
        routingNumber: trimmed.max(34).optional(),
        accountHolder: trimmed.max(120).optional(),
        paypalEmail: trimmed.max(254).optional(),
      })
      .default({}),
  })
  .meta({ id: 'CreateWithdrawal' });
export type CreateWithdrawal = z.input<typeof createWithdrawalSchema>;

/** Which message a withdrawal request deserves first, or null when it may be sent (the client mirrors the server). */
export function withdrawalProblem(input: {
  amountCents: number;
  cashCents: number;
  method?: string;
  details: Partial<Record<'accountNumber' | 'routingNumber' | 'accountHolder' | 'paypalEmail', string>>;
}): { title: string; message: string } | null {
  const m = withdrawalMessages;
  if (Number.isFinite(input.amountCents) && !Number.isInteger(input.amountCents)) {
    return { title: m.invalidAmountTitle, message: AMOUNT_FORMAT_MESSAGE };
  }
  if (!(input.amountCents >= WITHDRAWAL_MIN_CENTS))
    return { title: m.invalidAmountTitle, message: m.invalidAmount };
  if (input.amountCents > input.cashCents) return { title: m.insufficientTitle, message: m.insufficient };
  if (!input.method || !(withdrawalMethods as readonly string[]).includes(input.method)) {
    return { title: 'Error', message: m.methodRequired };
  }
  const d = input.details;
  if (
    input.method === 'bank_transfer' &&
    !(d.accountNumber?.trim() && d.routingNumber?.trim() && d.accountHolder?.trim())
  ) {
    return { title: 'Error', message: m.bankDetailsRequired };
  }
  if (input.method === 'paypal' && !d.paypalEmail?.trim())
    return { title: 'Error', message: m.paypalRequired };
  if (input.method === 'paypal' && !z.email().safeParse(d.paypalEmail!.trim()).success) {
    return { title: 'Error', message: 'Please enter a valid PayPal email address' };
  }
  if (withdrawalNetCents(input.amountCents, input.method) <= 0) {
    return { title: m.invalidAmountTitle, message: 'The amount does not cover the fee' };
  }
  return null;
}

/**
 * The dialog's submit is disabled while the amount is missing, below the minimum or above the cash balance, no
 * method is chosen, or the net amount is zero or less. Missing details do not disable it: submitting then explains
 * what is missing (withdrawalProblem).
 */
export function withdrawalSubmitDisabled(input: {
  amountCents: number | null;
  cashCents: number;
  method?: string;
}): boolean {
  const { amountCents, cashCents, method } = input;
  if (amountCents === null || amountCents < WITHDRAWAL_MIN_CENTS || amountCents > cashCents) return true;
  if (!method || !(withdrawalMethods as readonly string[]).includes(method)) return true;
  return withdrawalNetCents(amountCents, method) <= 0;
}

/** Details as shown back: account numbers masked, never the stored ciphertext. */
export const withdrawalDetailsSchema = z.object({
  accountNumberMasked: z.string().optional(),
  routingNumberMasked: z.string().optional(),
  accountHolder: z.string().optional(),
  paypalEmail: z.string().optional(),
});

export const withdrawalSchema = z
  .object({
    id: z.string(),
    amountCents: z.number().int(),
    method: z.enum(withdrawalMethods),
    details: withdrawalDetailsSchema,
    processingFeeCents: z.number().int(),
    netAmountCents: z.number().int(),
    status: z.enum(withdrawalStatuses),
    /** Why a payout failed (the money is back in the cash wallet). */
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z
  .object({ withdrawals: z.array(withdrawalSchema) })
  .meta({ id: 'WithdrawalList' });
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

/** "••••6789": the last four characters only. */
export function maskAccountNumber(value: string): string {
  const tail = value.replace(/\s+/g, '').slice(-4);
  return `••••${tail}`;
}
