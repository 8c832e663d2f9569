import type { CheckoutPurpose, CheckoutPurposeKind, PurposeResult } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { hookList, type Hooks } from '../../platform/hooks.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Realtime } from '../../platform/realtime/index.ts';

/** One kind of purpose's input. */
export type PurposeOf<K extends CheckoutPurposeKind> = Extract<CheckoutPurpose, { kind: K }>;

/** What completing a purpose did, and what to publish once its transaction has committed. */
export interface PurposeCompletion {
  result: PurposeResult;
  afterCommit?: () => Promise<void>;
}

/**
 * A kind of purchase a card can pay the rest of (docs/decisions/035), provided by the module that owns it (trades:
 * Buy now), so payments completes it without importing that module.
 */
export interface CheckoutPurposeHandler<K extends CheckoutPurposeKind = CheckoutPurposeKind> {
  readonly kind: K;
  /**
   * What the member's wallets lack for it now (0: nothing), or the refusal it would meet now (an AppError: the
   * item sold, the price changed), so no card is charged for what cannot be bought.
   */
  shortfall(db: Db, userId: string, purpose: PurposeOf<K>): Promise<number>;
  /** Where the checkout's Cancel, and a purchase that could not be made, send the member: the item. */
  returnPath(purpose: PurposeOf<K>): string;
  /**
   * In the transaction that credits the card payment, after the credit (in a savepoint of it): the purchase itself.
   * An AppError means it can no longer be made (the payment stays in the wallet); anything else fails the whole
   * settlement, which the provider retries.
   */
  complete(tx: Db, userId: string, purpose: PurposeOf<K>): Promise<PurposeCompletion>;
  /**
   * Before the credit, in the same transaction: the rows `complete` will lock, taken in its order, so a member acting
   * on them at that moment (cancelling the offer the card pays for) queues instead of deadlocking with the wallet
   * rows the credit locks first.
   */
  lockFirst?(tx: Db, userId: string, purpose: PurposeOf<K>): Promise<void>;
}

/** What a handler is built from: the app's hooks (a module's own hooks: swap circles, auctions) and resources. */
export interface PurposeContext {
  db: Db;
  hooks: Hooks;
  realtime: Realtime;
  logger: Logger;
}

export const paymentHooks = {
  purposes: hookList<(context: PurposeContext) => readonly CheckoutPurposeHandler[]>('payments.purposes'),
};

/** The handlers by kind. */
export type PurposeHandlers = ReadonlyMap<CheckoutPurposeKind, CheckoutPurposeHandler>;

export function purposeHandlers(context: PurposeContext): PurposeHandlers {
  const handlers = context.hooks.all(paymentHooks.purposes).flatMap((build) => build(context));
  return new Map(handlers.map((handler) => [handler.kind, handler]));
}
