import { and, eq } from 'drizzle-orm';
import { appRoutes, cardDigits, paymentMessages, SANDBOX_CARDS, type CardInput } from '@swapyard/domain';
import { paymentSessions } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { CheckoutRequest, PaymentProvider, ProviderCheckout, ProviderPayment } from './provider.ts';

/**
 * The built-in provider: our own hosted checkout page (/checkout/sandbox/:id) with a test-mode card form. Its
 * state is the payment_sessions row itself (provider 'sandbox', provider session id = our id): paying it sets the
 * row's status, and crediting stays with the payments module like for any provider. No money moves anywhere, yet
 * a paid checkout credits a real balance: a deployment runs without it unless PAYMENTS_SANDBOX=true (config.ts).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  async createCheckout(input: CheckoutRequest): Promise<ProviderCheckout> {
    return {
      providerSessionId: input.paymentSessionId,
      url: `${input.origin}${appRoutes.sandboxCheckout(input.paymentSessionId)}`,
    };
  }

  async retrieve(providerSessionId: string, ctx: { db: Db }): Promise<ProviderPayment> {
    const [row] = await ctx.db
      .select()
      .from(paymentSessions)
      .where(
        and(
          eq(paymentSessions.provider, this.name),
          eq(paymentSessions.providerSessionId, providerSessionId),
        ),
      );
    if (!row) throw new Error(`no sandbox checkout ${providerSessionId}`);
    return {
      status: row.status,
      amountCents: row.amountCents,
      failureReason: row.failureReason ?? undefined,
      // The sandbox charges at once: a checkout still open was simply not paid.
      processing: false,
    };
  }
}

/**
 * What the sandbox's card network answers for a card that passed validation: the decline test card is declined,
 * every other valid number is charged (like Stripe's test mode).
 */
export function sandboxCharge(card: CardInput): { ok: true } | { ok: false; reason: string } {
  return cardDigits(card.number) === SANDBOX_CARDS.declined
    ? { ok: false, reason: paymentMessages.cardDeclined }
    : { ok: true };
}
