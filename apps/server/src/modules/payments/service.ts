import { randomUUID } from 'node:crypto';
import {
  addFundsProblem,
  appRoutes,
  availabilityMessages,
  cardChargeCents,
  cardPaymentTexts,
  cardProblem,
  CHECKOUT_CANCELLED_PATH,
  formatCents,
  paymentMessages,
  paymentSuccessPath,
  type CardCheckout,
  type CardInput,
  type CheckoutPurpose,
  type CheckoutSession,
  type PaymentAvailability,
  type PaymentResult,
  type PurposeResult,
  type SandboxCheckout,
  type SandboxPayResult,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  sandboxCharge,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderPayment,
} from '../../platform/payments/index.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import {
  createNotification,
  publishCreated,
  topUpNotification,
  type CreatedNotification,
} from '../notifications/index.ts';
import { creditTopUp } from '../wallet/index.ts';
import type { CheckoutPurposeHandler, PurposeCompletion, PurposeHandlers } from './purposes.ts';
import * as q from './queries.ts';
import type { PaymentSessionRow } from './queries.ts';

export interface PaymentsDeps {
  db: Db;
  /** Undefined: no provider in this deployment (no Stripe, sandbox off), card top-ups are unavailable. */
  provider: PaymentProvider | undefined;
  /**
   * Origin the member's browser uses (PUBLIC_URL, or the request's own trusted address: platform/origins.ts): the
   * checkout opens and returns there.
   */
  publicUrl: string;
  /** Publishes the 'Funds added' notification after the credit commits (none without it). */
  realtime?: Realtime;
  /** What a card can pay the rest of (purposes.ts), by kind; none: only plain top-ups. */
  purposes?: PurposeHandlers;
}

const notFound = () => new AppError('NOT_FOUND', 'Payment session not found');

/** The ledger key of a top-up: one per provider checkout, so no verification or webhook can credit it twice. */
export const topUpKey = (row: Pick<PaymentSessionRow, 'provider' | 'providerSessionId'>) =>
  `card_top_up:${row.provider}:${row.providerSessionId}`;

/** GET /api/payments/availability: card top-ups need a provider, withdrawals a payout provider. */
export function paymentAvailability(deps: PaymentsDeps & { payoutsAvailable: boolean }): PaymentAvailability {
  return { cardTopUps: deps.provider !== undefined, withdrawals: deps.payoutsAvailable };
}

/** Starts a card top-up: a payment_sessions row and the provider's hosted checkout for it. */
export async function startCheckout(
  deps: PaymentsDeps,
  userId: string,
  amountCents: number,
  logger?: Logger,
): Promise<CheckoutSession> {
  const problem = addFundsProblem(amountCents);
  if (problem) throw new AppError('VALIDATION_FAILED', problem);
  return openCheckout(deps, userId, amountCents, undefined, logger);
}

/**
 * POST /api/payments/pay-by-card: a checkout for what the member's wallets lack for a purchase (at least the card
 * minimum). Refused before any card is charged when nothing is missing or the purchase could not be made now.
 */
export async function payByCard(
  deps: PaymentsDeps,
  userId: string,
  purpose: CheckoutPurpose,
  logger?: Logger,
): Promise<CardCheckout> {
  const handler = purposeHandler(deps, purpose);
  const shortfallCents = await handler.shortfall(deps.db, userId, purpose);
  if (shortfallCents <= 0) throw new AppError('CONFLICT', cardPaymentTexts.nothingMissing);
  const amountCents = cardChargeCents(shortfallCents);
  const session = await openCheckout(deps, userId, amountCents, purpose, logger);
  return { ...session, amountCents };
}

function purposeHandler(
  deps: Pick<PaymentsDeps, 'purposes'>,
  purpose: CheckoutPurpose,
): CheckoutPurposeHandler {
  const handler = deps.purposes?.get(purpose.kind);
  if (!handler) throw new Error(`no module completes card payments for '${purpose.kind}'`);
  return handler;
}

/** Where the checkout's Cancel goes: the wallet for a top-up (its tab closes), the item for a purchase. */
function cancelPath(
  deps: Pick<PaymentsDeps, 'purposes'>,
  purpose: CheckoutPurpose | null | undefined,
): string {
  return purpose ? purposeHandler(deps, purpose).returnPath(purpose) : CHECKOUT_CANCELLED_PATH;
}

async function openCheckout(
  deps: PaymentsDeps,
  userId: string,
  amountCents: number,
  purpose: CheckoutPurpose | undefined,
  logger?: Logger,
): Promise<CheckoutSession> {
  const { provider } = deps;
  if (!provider) throw new AppError('UNAVAILABLE', availabilityMessages.cardTopUps);
  const id = randomUUID();
  let checkout;
  try {
    checkout = await provider.createCheckout({
      paymentSessionId: id,
      userId,
      amountCents,
      origin: deps.publicUrl,
      successUrl: `${deps.publicUrl}${paymentSuccessPath(id, amountCents)}`,
      cancelUrl: `${deps.publicUrl}${cancelPath(deps, purpose)}`,
    });
  } catch (error) {
    logger?.error({ err: error, provider: provider.name }, 'payment provider could not create a checkout');
    throw new AppError('UNAVAILABLE', paymentMessages.initiateFailed);
  }
  await q.insertSession(deps.db, {
    id,
    userId,
    provider: provider.name,
    providerSessionId: checkout.providerSessionId,
    amountCents,
    purpose,
  });
  return { sessionId: id, url: checkout.url };
}

/** What the provider said about a session that is still open: not paid yet (and where to pay), or settling. */
type OpenState = Pick<ProviderPayment, 'processing' | 'checkoutUrl'>;

/**
 * The member's view of a session (docs/product/wallet.md "Adding funds"). An open session is `processing` once the
 * member has paid and the provider is settling it, and `open` (not completed, with the checkout to go back to) when
 * they left the checkout before paying. When nobody here can ask the provider, it is taken as processing, the
 * answer that promises nothing.
 */
function resultOf(
  deps: Pick<PaymentsDeps, 'publicUrl' | 'purposes'>,
  row: PaymentSessionRow,
  credited: boolean,
  open: OpenState = { processing: true },
): PaymentResult {
  const amount = formatCents(row.amountCents);
  const base = {
    sessionId: row.id,
    amountCents: row.amountCents,
    credited,
    checkoutUrl: null,
    purpose: purposeResultOf(deps, row),
  };
  switch (row.status) {
    case 'paid':
      return {
        ...base,
        status: 'paid',
        message: `Payment successful! ${amount} has been added to your wallet.`,
      };
    case 'expired':
      return { ...base, status: 'expired', message: 'This payment session has expired.' };
    case 'failed':
      return { ...base, status: 'failed', message: row.failureReason ?? 'Your payment did not go through.' };
    case 'open':
      if (open.processing) return { ...base, status: 'processing', message: paymentMessages.processing };
      return {
        ...base,
        status: 'open',
        message: paymentMessages.notCompleted,
        checkoutUrl:
          open.checkoutUrl ??
          (row.provider === 'sandbox' ? `${deps.publicUrl}${appRoutes.sandboxCheckout(row.id)}` : null),
      };
  }
}

/** A purchase's outcome once paid; before that, still to come (with the item to go back to). */
function purposeResultOf(deps: Pick<PaymentsDeps, 'purposes'>, row: PaymentSessionRow): PurposeResult | null {
  if (!row.purpose) return null;
  if (row.purposeResult) return row.purposeResult;
  return {
    status: 'pending',
    title: cardPaymentTexts.pendingTitle,
    message: cardPaymentTexts.pending,
    href: cancelPath(deps, row.purpose),
    hrefLabel: cardPaymentTexts.backToItem,
  };
}

/**
 * A purchase paid for by this credit, made in a savepoint of the credit's transaction: if it can no longer be made
 * (an AppError: sold meanwhile, repriced), only the savepoint is undone and the money stays in the wallet, which
 * the member is told.
 */
async function completePurpose(
  tx: Db,
  deps: Pick<PaymentsDeps, 'purposes'>,
  row: PaymentSessionRow,
  purpose: CheckoutPurpose,
): Promise<PurposeCompletion & { notification?: CreatedNotification }> {
  const handler = purposeHandler(deps, purpose);
  try {
    return await tx.transaction((savepoint) => handler.complete(savepoint, row.userId, purpose));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = cardPaymentTexts.keptInWallet(row.amountCents, error.message);
    const href = handler.returnPath(purpose);
    const notification = await createNotification(tx, {
      userId: row.userId,
      type: 'payment',
      title: cardPaymentTexts.notCompletedTitle,
      message,
      link: href,
    });
    return {
      result: {
        status: 'failed',
        title: cardPaymentTexts.notCompletedTitle,
        message,
        href,
        hrefLabel: cardPaymentTexts.backToItem,
      },
      notification,
    };
  }
}

/**
 * Brings a locked session up to date with its provider and, when paid and not yet credited, credits the member's
 * wallet in the same transaction. The row lock serialises callers; the ledger idempotency key would stop a second
 * credit even without it.
 */
async function settleLocked(
  tx: Db,
  deps: Pick<PaymentsDeps, 'provider' | 'purposes'>,
  row: PaymentSessionRow,
): Promise<{
  row: PaymentSessionRow;
  credited: boolean;
  notification?: CreatedNotification;
  open?: OpenState;
  afterCommit?: () => Promise<void>;
}> {
  const { provider } = deps;
  // Final states: nothing the provider says later changes them (a paid session is credited exactly when paid).
  if (row.status === 'expired' || row.status === 'failed') return { row, credited: false };
  if (row.status === 'paid' && row.ledgerTransactionId) return { row, credited: false };
  // Another provider's session (or none configured now): nobody here can say whether it was paid.
  if (!provider || row.provider !== provider.name) return { row, credited: false };

  const remote = await provider.retrieve(row.providerSessionId, { db: tx });
  if (remote.status === 'paid') {
    if (remote.amountCents !== row.amountCents) {
      throw new Error(
        `provider ${row.provider} reports ${remote.amountCents} paid for session ${row.id} of ${row.amountCents}`,
      );
    }
    if (row.purpose) await purposeHandler(deps, row.purpose).lockFirst?.(tx, row.userId, row.purpose);
    const posted = await creditTopUp(tx, {
      userId: row.userId,
      amountCents: row.amountCents,
      idempotencyKey: topUpKey(row),
      reference: `payment:${row.id}`,
    });
    // The purchase it paid for, in the same transaction as the credit: both happen once, or neither.
    const completion =
      row.purpose && posted.created ? await completePurpose(tx, deps, row, row.purpose) : undefined;
    const updated = await q.updateSession(tx, row.id, {
      status: 'paid',
      failureReason: null,
      ledgerTransactionId: posted.transactionId,
      ...(completion ? { purposeResult: completion.result } : {}),
    });
    // Only the call that posted the credit tells the member, so repeated verifications and webhooks notify once. A
    // purchase says so itself (or says why not, with the money in the wallet).
    const notification =
      posted.created && !row.purpose
        ? await createNotification(tx, topUpNotification(row.userId, row.amountCents))
        : completion?.notification;
    return { row: updated, credited: posted.created, notification, afterCommit: completion?.afterCommit };
  }
  // A provider that does not say is taken as settling: the answer that promises nothing (see resultOf).
  const open = { processing: remote.processing ?? true, checkoutUrl: remote.checkoutUrl };
  if (remote.status !== row.status) {
    const updated = await q.updateSession(tx, row.id, {
      status: remote.status,
      failureReason: remote.failureReason ?? null,
    });
    return { row: updated, credited: false, open };
  }
  return { row, credited: false, open };
}

/** POST /api/payments/verify: the member's own session, brought up to date with the provider. */
export async function verifyPayment(
  deps: PaymentsDeps,
  userId: string,
  sessionId: string,
  logger?: Logger,
): Promise<PaymentResult> {
  try {
    const settled = await deps.db.transaction(async (tx) => {
      const row = await q.lockSessionById(tx, sessionId);
      if (!row || row.userId !== userId) throw notFound();
      return settleLocked(tx, deps, row);
    });
    await afterSettled(deps, settled, logger);
    return resultOf(deps, settled.row, settled.credited, settled.open);
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger?.error({ err: error, sessionId }, 'payment verification failed');
    throw new AppError('UNAVAILABLE', paymentMessages.verifyFailed);
  }
}

/**
 * A provider webhook: verified, then the session it names is settled exactly like a verification. Unknown sessions
 * (another environment's checkouts on the same Stripe account) are acknowledged and ignored.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: string,
  signature: string | undefined,
  logger?: Logger,
): Promise<{ received: true; status?: string }> {
  const { provider } = deps;
  if (!provider?.parseWebhook) throw new AppError('NOT_FOUND', 'This payment provider sends no webhooks');
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      logger?.warn({ reason: error.message }, 'payment webhook rejected');
      throw new AppError('BAD_REQUEST', 'Webhook signature verification failed');
    }
    throw error;
  }
  if (!event) return { received: true };
  const { providerSessionId } = event;
  const settled = await deps.db.transaction(async (tx) => {
    const row = await q.lockSessionByProviderId(tx, provider.name, providerSessionId);
    if (!row) {
      logger?.warn({ providerSessionId, type: event.type }, 'payment webhook for an unknown session');
      return undefined;
    }
    return settleLocked(tx, deps, row);
  });
  if (!settled) return { received: true };
  await afterSettled(deps, settled, logger);
  return { received: true, status: settled.row.status };
}

/** The member's own sandbox session, while the sandbox is the provider (a Stripe deploy has no sandbox checkout). */
function sandboxSession(
  deps: PaymentsDeps,
  row: PaymentSessionRow | undefined,
  userId: string,
): PaymentSessionRow {
  if (!row || row.userId !== userId || row.provider !== 'sandbox' || deps.provider?.name !== 'sandbox')
    throw notFound();
  return row;
}

/** GET /api/payments/sandbox/{id}: the checkout page's view of the member's own sandbox session. */
export async function getSandboxCheckout(
  deps: PaymentsDeps,
  userId: string,
  id: string,
): Promise<SandboxCheckout> {
  const row = sandboxSession(deps, await q.findSession(deps.db, id), userId);
  return {
    sessionId: row.id,
    amountCents: row.amountCents,
    status: row.status,
    failureReason: row.failureReason,
    forPurchase: row.purpose !== null,
    successUrl: `${deps.publicUrl}${paymentSuccessPath(row.id, row.amountCents)}`,
    cancelUrl: `${deps.publicUrl}${cancelPath(deps, row.purpose)}`,
  };
}

/**
 * POST /api/payments/sandbox/{id}/pay: the sandbox's card network. A declined card is refused and the session stays
 * open for another; any other valid card pays it, and the top-up is credited in the same transaction (verification later finds it done).
 */
export async function paySandbox(
  deps: PaymentsDeps,
  userId: string,
  id: string,
  card: CardInput,
  logger?: Logger,
): Promise<SandboxPayResult> {
  const problem = cardProblem(card);
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { field: problem.field });
  let settled: Awaited<ReturnType<typeof settleLocked>> | undefined;
  const result = await deps.db.transaction(async (tx): Promise<SandboxPayResult> => {
    const row = sandboxSession(deps, await q.lockSessionById(tx, id), userId);
    const redirectUrl = `${deps.publicUrl}${paymentSuccessPath(row.id, row.amountCents)}`;
    if (row.status === 'open') {
      const charge = sandboxCharge(card);
      if (!charge.ok) {
        // As at a real checkout, a declined card leaves the session open for another card; the reason is kept
        // so the page says it again after a reload.
        await q.updateSession(tx, row.id, { failureReason: charge.reason });
        return { status: 'open', message: charge.reason, redirectUrl };
      }
      const charged = await q.updateSession(tx, row.id, { status: 'paid', failureReason: null });
      settled = await settleLocked(tx, deps, charged);
      return { status: settled.row.status, message: resultOf(deps, settled.row, false).message, redirectUrl };
    }
    if (row.status === 'paid') {
      return { status: 'paid', message: resultOf(deps, row, false).message, redirectUrl };
    }
    throw new AppError('CONFLICT', row.failureReason ?? 'This checkout is no longer open');
  });
  if (settled) await afterSettled(deps, settled, logger);
  return result;
}

/** Once the settlement committed: its notification published, and what its purchase publishes. */
async function afterSettled(
  deps: Pick<PaymentsDeps, 'realtime'>,
  settled: Pick<Awaited<ReturnType<typeof settleLocked>>, 'notification' | 'afterCommit'>,
  logger?: Logger,
): Promise<void> {
  await publishCreated({ realtime: deps.realtime, logger }, settled.notification);
  await settled.afterCommit?.();
}
