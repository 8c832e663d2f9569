/**
 * The scale-out side of shipping labels (DESIGN.md, "shipping labels and tracking"): a carrier API that buys the
 * carrier's own label for an order and later reports tracking by webhook. The embedded side is the locally printed
 * PDF of ../labels; label-source.ts puts both behind one interface.
 */
import type { Address, CarrierId, TrackingStatus } from '@swapyard/domain';

/** A postal address as the domain keeps it, without the address book's own fields. */
export type ShippingAddress = Omit<Address, 'id' | 'isDefault'>;

export interface BuyLabelRequest {
  /** Ours, e.g. 'SY-7F3A2C91': sent as the shipment's reference. */
  orderNumber: string;
  /** Stable for this order's label: a retried call (ours or the caller's) never buys a second label. */
  idempotencyKey: string;
  from: ShippingAddress;
  to: ShippingAddress;
  /** What is inside. The embedded label prints it; a carrier API has no use for it on a domestic shipment. */
  itemTitles: string[];
}

export interface BoughtLabel {
  /** The API's shipment, e.g. 'shp_…'; tracking events name it. */
  shipmentId: string;
  carrier: CarrierId;
  /** Normalised (normaliseTrackingNumber), the form tracking numbers are stored and matched in. */
  trackingNumber: string;
  /** The carrier's label, as the API serves it. */
  labelPdf: Uint8Array;
  /** What the label cost (the cheapest rate offered), in integer cents of `currency`. */
  postage: { amountCents: number; currency: string; service: string };
}

// What a carrier's tracking says of a parcel: declared with the carriers, as a handover stores it.
export { trackingStatuses, type TrackingStatus } from '@swapyard/domain';

export interface TrackingEvent {
  /** The API's event id: a redelivered event has the same one, so a consumer can ignore repeats. */
  eventId: string;
  /** Null for a tracker the API was asked to follow without buying a label through it. */
  shipmentId: string | null;
  trackingNumber: string;
  carrier: CarrierId;
  status: TrackingStatus;
  occurredAt: Date;
}

export interface ShippingApi {
  /** Buys the cheapest label from `from` to `to`. Throws ShippingApiError (its message can be shown to the member). */
  buyLabel(request: BuyLabelRequest): Promise<BoughtLabel>;
  /**
   * Verifies a webhook delivery against its signature and reads the tracking event in it. Throws
   * WebhookSignatureError (answer 401/400) or WebhookPayloadError (verified, but not an event we understand).
   */
  parseWebhook(rawBody: string, headers: Headers | Record<string, string | undefined>): TrackingEvent;
}

/**
 * Deliveries arrive in any order and more than once; a consumer applies an event only when its status ranks above
 * the last one applied (isNewer). Delivered, returned and failure share the top rank: once one of them is reached,
 * nothing replaces it. 'unknown' ranks lowest, so it never overwrites anything known.
 */
export const TRACKING_STATUS_RANK: Readonly<Record<TrackingStatus, number>> = {
  unknown: 0,
  pre_transit: 1,
  in_transit: 2,
  out_for_delivery: 3,
  delivered: 4,
  returned: 4,
  failure: 4,
};

/** Whether `next` moves a shipment on from `last` (null: nothing applied yet); false for a stale or repeated status. */
export const isNewer = (last: TrackingStatus | null, next: TrackingStatus): boolean =>
  last === null || TRACKING_STATUS_RANK[next] > TRACKING_STATUS_RANK[last];

/** What a member is told whatever went wrong: they can always fall back to their own label. */
export const SHIPPING_UNAVAILABLE_MESSAGE =
  'The shipping service could not make a label just now. Try again, or print your own label and enter a tracking number.';

export type ShippingApiFailure =
  /** Network error, timeout, 429 or 5xx on every attempt. */
  | 'unavailable'
  /** 401/403: our API key is wrong or revoked (an operator's problem, not the member's). */
  | 'unauthorized'
  /** Another 4xx, e.g. an address the carrier cannot deliver to. */
  | 'rejected'
  /** A 2xx we cannot use: not the expected JSON, no rates, a label that is not a PDF. */
  | 'bad_response';

/**
 * A label could not be bought. `message` is safe to show a member; `detail` is for the logs (method, path, status,
 * the API's error code) and never holds the API key.
 */
export class ShippingApiError extends Error {
  readonly reason: ShippingApiFailure;
  readonly detail: string;
  /** The API's HTTP status, when it answered. */
  readonly status: number | undefined;

  constructor(
    reason: ShippingApiFailure,
    detail: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(SHIPPING_UNAVAILABLE_MESSAGE, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ShippingApiError';
    this.reason = reason;
    this.detail = detail;
    this.status = options.status;
  }
}

/** A webhook delivery whose signature is missing or does not verify: not from the API, or altered on the way. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Shipping webhook signature verification failed') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A verified delivery that is not a tracker event we understand (another event type, or a malformed body). */
export class WebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookPayloadError';
  }
}
