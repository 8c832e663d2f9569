/**
 * The EasyPost adapter (any API speaking EasyPost's v2 wire format): buys the cheapest label for a shipment and
 * reads signed tracker webhooks. Plain fetch, no SDK: three endpoints do not justify a dependency.
 */
import { normaliseTrackingNumber } from '@swapyard/domain';
import type { z } from 'zod';
import { ShippingApiError, type BoughtLabel, type BuyLabelRequest, type ShippingApi } from './carrier-api.ts';
import { parseTrackerEvent, verifySignature } from './easypost-webhook.ts';
import {
  boughtShipmentSchema,
  carrierOf,
  cheapestRate,
  DEFAULT_PARCEL,
  shipmentSchema,
  toWireAddress,
  type Parcel,
} from './easypost-wire.ts';
import { retryingFetch, type ApiResponse, type RetryPolicy } from './retrying-fetch.ts';

export interface EasyPostOptions {
  /** The API's origin, e.g. https://api.easypost.com (tests: the fake server's). Paths start at /v2. */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Global fetch by default. */
  fetch?: typeof fetch;
  retries?: RetryPolicy;
  /** The parcel every label is bought for (DEFAULT_PARCEL by default). */
  parcel?: Parcel;
}

export function easyPostShippingApi(options: EasyPostOptions): ShippingApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  // Basic auth with the key as user and no password, as EasyPost asks.
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const redact = (text: string) => (options.apiKey ? text.replaceAll(options.apiKey, '[api key]') : text);
  const call = retryingFetch(options.fetch ?? globalThis.fetch, options.retries, redact);

  const post = async <T>(path: string, body: unknown, idempotencyKey: string, schema: z.ZodType<T>) => {
    const name = `POST ${path}`;
    const response = await call({
      url: base + path,
      name,
      init: {
        method: 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          'content-type': 'application/json',
          // A retried POST (ours, or the caller's with the same request) gets the first one's answer, not a new one.
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
      },
    });
    return readJson(response, schema, name, redact);
  };

  return {
    async buyLabel(request: BuyLabelRequest): Promise<BoughtLabel> {
      const shipment = await post(
        '/v2/shipments',
        {
          shipment: {
            to_address: toWireAddress(request.to),
            from_address: toWireAddress(request.from),
            parcel: options.parcel ?? DEFAULT_PARCEL,
            reference: request.orderNumber,
            options: { label_format: 'PDF', label_size: '4x6' },
          },
        },
        `${request.idempotencyKey}:shipment`,
        shipmentSchema,
      );
      const cheapest = cheapestRate(shipment.rates);
      if (!cheapest) {
        throw new ShippingApiError(
          'rejected',
          `POST /v2/shipments offered no usable rate for ${shipment.id}`,
        );
      }
      const buyPath = `/v2/shipments/${encodeURIComponent(shipment.id)}/buy`;
      const bought = await post(
        buyPath,
        { rate: { id: cheapest.rate.id } },
        `${request.idempotencyKey}:buy`,
        boughtShipmentSchema,
      );
      return {
        shipmentId: bought.id,
        carrier: carrierOf(bought.selected_rate.carrier),
        trackingNumber: normaliseTrackingNumber(bought.tracking_code),
        labelPdf: await fetchLabel(bought.postage_label.label_url),
        postage: {
          amountCents: cheapest.amountCents,
          currency: cheapest.rate.currency,
          service: cheapest.rate.service,
        },
      };
    },

    parseWebhook(rawBody, headers) {
      verifySignature(rawBody, headers, options.webhookSecret);
      return parseTrackerEvent(rawBody);
    },
  };

  /** The label file, usually on a storage host rather than the API's: sent no credentials. */
  async function fetchLabel(url: string): Promise<Uint8Array> {
    const response = await call({ url, name: 'GET label', init: { method: 'GET' } });
    const pdfMagic = '%PDF';
    if (new TextDecoder().decode(response.body.subarray(0, pdfMagic.length)) !== pdfMagic) {
      throw new ShippingApiError(
        'bad_response',
        `GET label returned ${response.contentType || 'bytes'}, not a PDF`,
      );
    }
    return response.body;
  }
}

function readJson<T>(
  response: ApiResponse,
  schema: z.ZodType<T>,
  name: string,
  redact: (t: string) => string,
): T {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(response.body));
  } catch {
    throw new ShippingApiError(
      'bad_response',
      `${name} answered ${response.status} with a body that is not JSON`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new ShippingApiError(
      'bad_response',
      redact(`${name} answered ${response.status} without ${fields}`),
    );
  }
  return parsed.data;
}
