/**
 * EasyPost webhook deliveries: the signature check (HMAC-SHA256 of the raw body with the webhook secret, in
 * `X-Hmac-Signature: hmac-sha256-hex=<hex>`) and the tracker event inside.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseTrackingNumber } from '@swapyard/domain';
import { WebhookPayloadError, WebhookSignatureError, type TrackingEvent } from './carrier-api.ts';
import { carrierOf, trackerEventSchema, trackingStatusOf } from './easypost-wire.ts';

export const SIGNATURE_HEADER = 'x-hmac-signature';
const SIGNATURE_PREFIX = 'hmac-sha256-hex=';

/** The header's value for a body. EasyPost normalises the secret (NFKD) before using it as the key. */
export const easyPostSignature = (rawBody: string, secret: string) =>
  SIGNATURE_PREFIX + createHmac('sha256', secret.normalize('NFKD')).update(rawBody, 'utf8').digest('hex');

/** Throws WebhookSignatureError unless `headers` carry this body's signature made with `secret`. */
export function verifySignature(
  rawBody: string,
  headers: Headers | Record<string, string | undefined>,
  secret: string,
): void {
  const given = headerOf(headers, SIGNATURE_HEADER);
  if (!given) throw new WebhookSignatureError('Missing X-Hmac-Signature header');
  const expected = Buffer.from(easyPostSignature(rawBody, secret), 'utf8');
  const actual = Buffer.from(given.trim(), 'utf8');
  // Lengths first (timingSafeEqual needs equal ones); the length of a hex digest is no secret.
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new WebhookSignatureError();
  }
}

/** A verified body as a tracking event; WebhookPayloadError when it is not a tracker event. */
export function parseTrackerEvent(rawBody: string): TrackingEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookPayloadError('The shipping webhook body is not JSON');
  }
  const parsed = trackerEventSchema.safeParse(json);
  if (!parsed.success) {
    const description =
      typeof json === 'object' && json && 'description' in json ? json.description : undefined;
    throw new WebhookPayloadError(
      typeof description === 'string' && !description.startsWith('tracker.')
        ? `Not a tracker event: ${description.slice(0, 100)}`
        : 'The shipping webhook body is not a tracker event we understand',
    );
  }
  const { id, created_at, result } = parsed.data;
  const occurredAt = new Date(result.updated_at ?? created_at ?? Number.NaN);
  if (Number.isNaN(occurredAt.getTime())) {
    throw new WebhookPayloadError('The tracker event has no valid updated_at or created_at');
  }
  return {
    eventId: id,
    shipmentId: result.shipment_id ?? null,
    trackingNumber: normaliseTrackingNumber(result.tracking_code),
    carrier: carrierOf(result.carrier),
    status: trackingStatusOf(result.status),
    occurredAt,
  };
}

/** A header by name whatever its case, from fetch's Headers or a plain record (Node's are lower-case already). */
function headerOf(headers: Headers | Record<string, string | undefined>, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
