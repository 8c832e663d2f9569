/** The EasyPost shipping adapter against the local fake server: buying labels, retries, errors and webhooks. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitsCarrier } from '@swapyard/domain';
import { freePort } from '../../test/free-port.ts';
import { startFakeShippingServer, type FakeShippingServer } from './fake-shipping-server.ts';
import type { EasyPostTrackerStatus } from './easypost-wire.ts';
import {
  boughtLabelSource,
  easyPostShippingApi,
  isNewer,
  printedLabelSource,
  SHIPPING_UNAVAILABLE_MESSAGE,
  ShippingApiError,
  WebhookPayloadError,
  WebhookSignatureError,
  type BuyLabelRequest,
  type EasyPostOptions,
  type ShippingApi,
  type TrackingEvent,
  type TrackingStatus,
} from './index.ts';

let fake: FakeShippingServer;
/** The delays the adapter asked to wait, instead of waiting them. */
let delays: number[] = [];
const apiFor = (overrides: Partial<EasyPostOptions> = {}): ShippingApi =>
  easyPostShippingApi({
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    retries: { baseDelayMs: 100, sleep: async (ms) => void delays.push(ms) },
    ...overrides,
  });
let api: ShippingApi;

beforeAll(async () => {
  fake = await startFakeShippingServer();
  api = apiFor();
});
afterAll(() => fake.close());

let orders = 0;
const request = (overrides: Partial<BuyLabelRequest> = {}): BuyLabelRequest => {
  orders++;
  return {
    orderNumber: `SY-TEST${orders}`,
    idempotencyKey: `label-order-${orders}-${Date.now()}`,
    from: {
      name: 'Sam Seller',
      line1: '1 Market St',
      line2: 'Apt 4',
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
      country: 'US',
    },
    to: {
      name: 'Bea Buyer',
      line1: '350 5th Ave',
      line2: null,
      city: 'New York',
      region: 'NY',
      postalCode: '10118',
      country: 'US',
    },
    itemTitles: ['Denim jacket'],
    ...overrides,
  };
};

const requestsTo = (pathPattern: RegExp) => fake.requests.filter((r) => pathPattern.test(r.path));
const startsWithPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 4)) === '%PDF';

/** What a caught error holds, all of it, to look for the API key anywhere. */
const everythingIn = (error: unknown) =>
  error instanceof ShippingApiError
    ? [
        error.message,
        error.detail,
        String(error),
        error.stack ?? '',
        JSON.stringify(error),
        String(error.cause),
      ].join('\n')
    : String(error);

async function caught(promise: Promise<unknown>): Promise<ShippingApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShippingApiError);
  return error as ShippingApiError;
}

describe('buying a label', () => {
  it('buys the cheapest rate and returns the carrier, tracking number and PDF', async () => {
    delays = [];
    const order = request();
    const label = await api.buyLabel(order);

    const shipment = fake.shipments.get(label.shipmentId)!;
    // 7.58 is cheapest; the UPS '10.05' would win a comparison of strings.
    expect(shipment.selected_rate).toMatchObject({
      carrier: 'USPS',
      service: 'GroundAdvantage',
      rate: '7.58',
    });
    expect(label).toMatchObject({
      carrier: 'usps',
      trackingNumber: shipment.tracking_code,
      postage: { amountCents: 758, currency: 'USD', service: 'GroundAdvantage' },
    });
    expect(fitsCarrier(label.carrier, label.trackingNumber)).toBe(true);
    expect(startsWithPdf(label.labelPdf)).toBe(true);
    expect(label.labelPdf.length).toBeGreaterThan(200);

    // The wire format: EasyPost's address fields, our order number as reference, a 4x6 PDF label.
    expect(shipment.reference).toBe(order.orderNumber);
    expect(shipment.options).toEqual({ label_format: 'PDF', label_size: '4x6' });
    expect(shipment.to_address).toEqual({
      name: 'Bea Buyer',
      street1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      country: 'US',
    });
    expect(shipment.from_address).toMatchObject({ street1: '1 Market St', street2: 'Apt 4' });
    expect(fake.purchases.filter((id) => id === label.shipmentId)).toHaveLength(1);
    // Both POSTs carry an idempotency key; nothing was retried.
    expect(fake.requests.filter((r) => r.idempotencyKey?.startsWith(order.idempotencyKey))).toEqual([
      {
        method: 'POST',
        path: '/v2/shipments',
        idempotencyKey: `${order.idempotencyKey}:shipment`,
        status: 201,
      },
      {
        method: 'POST',
        path: `/v2/shipments/${label.shipmentId}/buy`,
        idempotencyKey: `${order.idempotencyKey}:buy`,
        status: 200,
      },
    ]);
    expect(delays).toEqual([]);
  });

  it("maps EasyPost's carrier names to ours", async () => {
    const expected: Record<string, string> = {
      USPS: 'usps',
      UPS: 'ups',
      FedEx: 'fedex',
      DHLExpress: 'dhl',
      RoyalMail: 'royal_mail',
      CanadaPost: 'canada_post',
      LaserShip: 'other',
    };
    const saved = fake.rates;
    try {
      for (const [carrier, ours] of Object.entries(expected)) {
        fake.rates = [{ carrier, service: 'Standard', rate: '5.00' }];
        const label = await api.buyLabel(request());
        expect(label.carrier).toBe(ours);
        expect(fitsCarrier(label.carrier, label.trackingNumber)).toBe(true);
      }
    } finally {
      fake.rates = saved;
    }
  });

  it('gives the same label, bought once, when the caller repeats a request', async () => {
    const order = request();
    const first = await api.buyLabel(order);
    const again = await api.buyLabel(order);
    expect(again.shipmentId).toBe(first.shipmentId);
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(fake.purchases.filter((id) => id === first.shipmentId)).toHaveLength(1);
    // A new order is a new label.
    expect((await api.buyLabel(request())).shipmentId).not.toBe(first.shipmentId);
  });
});

describe('retries', () => {
  it('retries a buy whose answers were lost twice, and the purchase happens once', async () => {
    delays = [];
    // The buy is carried out, then its answer is lost: only the Idempotency-Key keeps the retries from buying again.
    fake.failNext(2, 503, { match: /\/buy$/, afterHandling: true });
    const label = await api.buyLabel(request());

    expect(startsWithPdf(label.labelPdf)).toBe(true);
    expect(fake.purchases.filter((id) => id === label.shipmentId)).toHaveLength(1);
    const buys = requestsTo(new RegExp(`${label.shipmentId}/buy$`));
    expect(buys.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(new Set(buys.map((r) => r.idempotencyKey)).size).toBe(1);
    // Exponential back-off from the base delay.
    expect(delays).toEqual([100, 200]);
  });

  it('retries 429 and 5xx before anything was done', async () => {
    delays = [];
    const before = fake.shipments.size;
    fake.failNext(1, 429, { match: /^POST \/v2\/shipments$/ });
    await api.buyLabel(request());
    fake.failNext(1, 502, { match: /^POST \/v2\/shipments$/ });
    await api.buyLabel(request());
    expect(fake.shipments.size).toBe(before + 2);
    expect(delays).toEqual([100, 100]);
  });

  it('fails with a member-safe ShippingApiError, without the API key, when every attempt fails', async () => {
    delays = [];
    const requestsBefore = fake.requests.length;
    fake.failNext(3, 503);
    const error = await caught(api.buyLabel(request()));

    expect(error.message).toBe(SHIPPING_UNAVAILABLE_MESSAGE);
    expect(error).toMatchObject({ reason: 'unavailable', status: 503 });
    expect(error.detail).toMatch(/POST \/v2\/shipments answered 503 .*3 attempts/);
    expect(everythingIn(error)).not.toContain(fake.apiKey);
    expect(fake.requests.length - requestsBefore).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up on a connection that is refused, after three attempts', async () => {
    const closed = await freePort();
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const error = await caught(
      apiFor({ baseUrl: `http://127.0.0.1:${closed}`, fetch: counting }).buyLabel(request()),
    );
    expect(error).toMatchObject({ reason: 'unavailable', status: undefined });
    expect(error.detail).toContain('could not connect');
    expect(error.cause).toBeInstanceOf(Error);
    expect(calls).toBe(3);
    expect(everythingIn(error)).not.toContain(fake.apiKey);
  });

  it('times each attempt out', async () => {
    // A server that accepts and never answers.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const error = await caught(
        apiFor({
          baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
          retries: { timeoutMs: 50, sleep: async () => undefined },
        }).buyLabel(request()),
      );
      expect(error.reason).toBe('unavailable');
      expect(error.detail).toContain('timed out after 50 ms (3 attempts)');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('errors the API answers', () => {
  it('is unauthorized with a wrong key, at once, and does not repeat the key', async () => {
    const wrongKey = 'EZTK_wrong_key_do_not_leak';
    const requestsBefore = fake.requests.length;
    const error = await caught(apiFor({ apiKey: wrongKey }).buyLabel(request()));
    expect(error.message).toBe(SHIPPING_UNAVAILABLE_MESSAGE);
    expect(error).toMatchObject({ reason: 'unauthorized', status: 401 });
    expect(error.detail).toContain('APIKEY.INVALID');
    expect(everythingIn(error)).not.toContain(wrongKey);
    // A 4xx is not retried.
    expect(fake.requests.slice(requestsBefore).map((r) => r.status)).toEqual([401]);
  });

  it('is rejected when the API refuses the shipment', async () => {
    const error = await caught(
      apiFor({ parcel: { length: 1, width: 1, height: 1, weight: 0 } }).buyLabel(request()),
    );
    expect(error).toMatchObject({ reason: 'rejected', status: 422 });
    expect(error.detail).toContain('PARAMETER.INVALID');
  });

  it('is rejected when no rate is offered', async () => {
    const saved = fake.rates;
    fake.rates = [];
    try {
      const error = await caught(api.buyLabel(request()));
      expect(error.reason).toBe('rejected');
      expect(error.detail).toContain('no usable rate');
    } finally {
      fake.rates = saved;
    }
  });
});

describe('tracking webhooks', () => {
  const bought = async () => (await api.buyLabel(request())).shipmentId;

  it('parses a signed tracker event', async () => {
    const shipmentId = await bought();
    const occurredAt = new Date('2026-03-01T10:00:00Z');
    const { body, headers } = fake.trackingEvent(shipmentId, 'in_transit', { eventId: 'evt_1', occurredAt });
    const expected: TrackingEvent = {
      eventId: 'evt_1',
      shipmentId,
      trackingNumber: fake.shipments.get(shipmentId)!.tracking_code!,
      carrier: 'usps',
      status: 'in_transit',
      occurredAt,
    };
    expect(api.parseWebhook(body, headers)).toEqual(expected);
    // Any header case, and fetch's Headers.
    expect(api.parseWebhook(body, { 'X-Hmac-Signature': headers['x-hmac-signature'] })).toEqual(expected);
    expect(api.parseWebhook(body, new Headers(headers))).toEqual(expected);
  });

  it("maps EasyPost's tracker statuses to ours", async () => {
    const shipmentId = await bought();
    const expected: Record<EasyPostTrackerStatus, TrackingStatus> = {
      pre_transit: 'pre_transit',
      in_transit: 'in_transit',
      out_for_delivery: 'out_for_delivery',
      available_for_pickup: 'out_for_delivery',
      delivered: 'delivered',
      return_to_sender: 'returned',
      failure: 'failure',
      cancelled: 'failure',
      error: 'unknown',
      unknown: 'unknown',
    };
    for (const [theirs, ours] of Object.entries(expected)) {
      const { body, headers } = fake.trackingEvent(shipmentId, theirs as EasyPostTrackerStatus);
      expect(api.parseWebhook(body, headers).status).toBe(ours);
    }
  });

  it('rejects a missing, wrong or foreign signature', async () => {
    const shipmentId = await bought();
    const { body, headers } = fake.trackingEvent(shipmentId, 'delivered');
    const foreign = fake.trackingEvent(shipmentId, 'delivered', { secret: 'whsec_someone_else' });
    expect(() => api.parseWebhook(body, {})).toThrow(WebhookSignatureError);
    expect(() => api.parseWebhook(body, { 'x-hmac-signature': 'hmac-sha256-hex=00' })).toThrow(
      WebhookSignatureError,
    );
    expect(() => api.parseWebhook(body, { 'x-hmac-signature': 'nonsense' })).toThrow(WebhookSignatureError);
    expect(() => api.parseWebhook(foreign.body, foreign.headers)).toThrow(WebhookSignatureError);
    // The good one still parses: the failures above are the signatures', not the body's.
    expect(api.parseWebhook(body, headers).status).toBe('delivered');
  });

  it('rejects a body altered after signing', async () => {
    const shipmentId = await bought();
    const { body, headers } = fake.trackingEvent(shipmentId, 'in_transit');
    const tampered = body.replace('"in_transit"', '"delivered"');
    expect(tampered).not.toBe(body);
    expect(() => api.parseWebhook(tampered, headers)).toThrow(WebhookSignatureError);
  });

  it('rejects a signed event that is not a tracker event', () => {
    const batch = JSON.stringify({
      id: 'evt_batch',
      object: 'Event',
      description: 'batch.created',
      result: { object: 'Batch', id: 'batch_1' },
    });
    const batchHeaders = { 'x-hmac-signature': fake.sign(batch) };
    expect(() => api.parseWebhook(batch, batchHeaders)).toThrow(WebhookPayloadError);
    expect(() => api.parseWebhook(batch, batchHeaders)).toThrow('Not a tracker event: batch.created');
    const notJson = 'ok';
    expect(() => api.parseWebhook(notJson, { 'x-hmac-signature': fake.sign(notJson) })).toThrow(
      WebhookPayloadError,
    );
    const noTrackingCode = JSON.stringify({
      id: 'evt_2',
      object: 'Event',
      description: 'tracker.updated',
      result: { object: 'Tracker', id: 'trk_1', carrier: 'USPS', status: 'delivered' },
    });
    expect(() => api.parseWebhook(noTrackingCode, { 'x-hmac-signature': fake.sign(noTrackingCode) })).toThrow(
      WebhookPayloadError,
    );
  });

  it('delivers signed events over HTTP, repeats included, to a receiver that keeps the newest', async () => {
    const shipmentId = await bought();
    const receiver = await startReceiver(api);
    try {
      expect(await fake.sendTracking(shipmentId, 'in_transit', { to: receiver.url, eventId: 'evt_a' })).toBe(
        200,
      );
      expect(
        await fake.sendTracking(shipmentId, 'delivered', {
          to: receiver.url,
          eventId: 'evt_b',
          duplicate: true,
        }),
      ).toBe(200);
      // A late in_transit after delivered is stale.
      expect(await fake.sendTracking(shipmentId, 'in_transit', { to: receiver.url, eventId: 'evt_c' })).toBe(
        200,
      );
      expect(
        await fake.sendTracking(shipmentId, 'failure', {
          to: receiver.url,
          secret: 'whsec_forged',
          eventId: 'evt_d',
        }),
      ).toBe(401);

      expect(receiver.received.map((e) => e.eventId)).toEqual(['evt_a', 'evt_b', 'evt_b', 'evt_c']);
      expect(receiver.applied).toEqual(['in_transit', 'delivered']);
    } finally {
      await receiver.close();
    }
  });
});

describe('isNewer', () => {
  it('orders statuses so that stale and repeated ones are ignored', () => {
    expect(isNewer(null, 'pre_transit')).toBe(true);
    expect(isNewer('in_transit', 'delivered')).toBe(true);
    expect(isNewer('pre_transit', 'in_transit')).toBe(true);
    expect(isNewer('in_transit', 'out_for_delivery')).toBe(true);
    expect(isNewer('out_for_delivery', 'returned')).toBe(true);
    expect(isNewer('delivered', 'in_transit')).toBe(false);
    expect(isNewer('in_transit', 'in_transit')).toBe(false);
    expect(isNewer('delivered', 'delivered')).toBe(false);
    // Terminal: nothing replaces delivered, returned or failure.
    expect(isNewer('delivered', 'returned')).toBe(false);
    expect(isNewer('failure', 'delivered')).toBe(false);
    expect(isNewer('pre_transit', 'unknown')).toBe(false);
  });

  it('settles on the same status whatever order the events arrive in', async () => {
    const shipmentId = (await api.buyLabel(request())).shipmentId;
    const events = (['pre_transit', 'in_transit', 'out_for_delivery', 'delivered'] as const).map((status) =>
      fake.trackingEvent(shipmentId, status),
    );
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 3, 0, 2],
    ]) {
      let last: TrackingStatus | null = null;
      for (const i of order) {
        const { status } = api.parseWebhook(events[i]!.body, events[i]!.headers);
        if (isNewer(last, status)) last = status;
      }
      expect(last).toBe('delivered');
    }
  });
});

describe('label sources', () => {
  it('print a label here or buy one, behind one interface', async () => {
    const printed = await printedLabelSource().makeLabel(request());
    expect(startsWithPdf(printed.labelPdf)).toBe(true);
    expect(printed.shipment).toBeNull();

    const bought = await boughtLabelSource(api).makeLabel(request());
    expect(startsWithPdf(bought.labelPdf)).toBe(true);
    expect(bought.shipment).toMatchObject({ carrier: 'usps', postage: { amountCents: 758 } });
    expect(fake.shipments.get(bought.shipment!.shipmentId)?.tracking_code).toBe(
      bought.shipment!.trackingNumber,
    );
  });
});

/** A webhook endpoint as a consumer would write one: 401 for a bad signature, each status applied once, in order. */
async function startReceiver(shippingApi: ShippingApi) {
  const received: TrackingEvent[] = [];
  const applied: TrackingStatus[] = [];
  const seen = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = shippingApi.parseWebhook(Buffer.concat(chunks).toString('utf8'), {
          'x-hmac-signature': req.headers['x-hmac-signature'] as string | undefined,
        });
        received.push(event);
        const last = applied.at(-1) ?? null;
        if (!seen.has(event.eventId) && isNewer(last, event.status)) applied.push(event.status);
        seen.add(event.eventId);
        res.writeHead(200).end();
      } catch (error) {
        res.writeHead(error instanceof WebhookSignatureError ? 401 : 400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/shipping`,
    received,
    applied,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
