/**
 * For tests: a local HTTP server speaking the EasyPost v2 endpoints the shipping adapter uses (POST /v2/shipments,
 * POST /v2/shipments/:id/buy, the label file), with Basic auth and Idempotency-Key replay as the real API has, and
 * controls to fail requests and to send signed tracker webhooks. Point the adapter's `baseUrl` at `baseUrl`.
 * Its signing is written here again, not imported from the adapter, so a mistake in one is not hidden by the other.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { EasyPostTrackerStatus } from './easypost-wire.ts';

export interface FakeRateOffer {
  carrier: string;
  service: string;
  /** A decimal string, as EasyPost sends it. */
  rate: string;
}

interface FakeRate extends FakeRateOffer {
  id: string;
  object: 'Rate';
  currency: 'USD';
  shipment_id: string;
}

export interface FakeShipment {
  id: string;
  object: 'Shipment';
  mode: 'test';
  reference: string | null;
  to_address: unknown;
  from_address: unknown;
  parcel: unknown;
  options: unknown;
  rates: FakeRate[];
  selected_rate: FakeRate | null;
  tracking_code: string | null;
  postage_label: {
    id: string;
    object: 'PostageLabel';
    label_url: string;
    label_file_type: 'application/pdf';
  } | null;
  tracker: { id: string; object: 'Tracker'; status: EasyPostTrackerStatus } | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The status the fake answered with. */
  status: number;
}

export interface TrackingOptions {
  eventId?: string;
  /** Sign with this instead of the fake's webhook secret: a wrong signature. */
  secret?: string;
  /** updated_at of the tracker; now by default. */
  occurredAt?: Date;
}

export interface FakeShippingServer {
  /** The adapter's baseUrl. */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Offered for every new shipment, in this order. Replace to test other carriers or prices. */
  rates: FakeRateOffer[];
  shipments: Map<string, FakeShipment>;
  /** Shipment ids, once per label actually bought (an idempotent replay adds nothing). */
  purchases: string[];
  requests: FakeRequest[];
  /**
   * The next `count` requests (or those matching `match`, on "METHOD /path") answer `status`. With
   * `afterHandling` the request is carried out first and only its answer is lost, as when a connection drops.
   */
  failNext(count: number, status?: number, options?: { match?: RegExp; afterHandling?: boolean }): void;
  /** The X-Hmac-Signature value for a body. */
  sign(rawBody: string, secret?: string): string;
  /** A tracker.updated delivery for a bought shipment, for the test to hand over in any order it likes. */
  trackingEvent(
    shipmentId: string,
    status: EasyPostTrackerStatus,
    options?: TrackingOptions,
  ): { body: string; headers: Record<string, string> };
  /** POSTs a tracker.updated delivery to `to` (twice with `duplicate`, as a redelivery); the last answer's status. */
  sendTracking(
    shipmentId: string,
    status: EasyPostTrackerStatus,
    options: TrackingOptions & { to: string; duplicate?: boolean },
  ): Promise<number>;
  close(): Promise<void>;
}

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A tracking number in the carrier's real shape, so tests can check it against the domain's patterns. */
function trackingCodeFor(carrier: string): string {
  switch (carrier) {
    case 'USPS':
      return `9400${digits(18)}`;
    case 'UPS':
      return `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
    case 'FedEx':
      return digits(12);
    case 'DHLExpress':
      return digits(10);
    case 'RoyalMail':
      return `RM${digits(9)}GB`;
    case 'CanadaPost':
      return digits(16);
    default:
      return `EZ${digits(10)}`;
  }
}

const DEFAULT_RATES: FakeRateOffer[] = [
  { carrier: 'USPS', service: 'Priority', rate: '9.45' },
  // '10.05' sorts before '7.58' as text: the adapter must compare amounts, not strings.
  { carrier: 'UPS', service: 'Ground', rate: '10.05' },
  { carrier: 'USPS', service: 'GroundAdvantage', rate: '7.58' },
  { carrier: 'FedEx', service: 'FEDEX_GROUND', rate: '8.20' },
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function labelPdf(shipment: FakeShipment): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([288, 432]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`FAKE ${shipment.selected_rate?.carrier ?? ''} LABEL`, { x: 20, y: 400, size: 14, font });
  page.drawText(shipment.tracking_code ?? '', { x: 20, y: 380, size: 10, font });
  return doc.save();
}

interface Answer {
  status: number;
  body: string | Uint8Array;
  contentType: string;
}
const json = (status: number, body: unknown): Answer => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});
const apiError = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function startFakeShippingServer(
  options: { apiKey?: string; webhookSecret?: string } = {},
): Promise<FakeShippingServer> {
  const apiKey = options.apiKey ?? 'EZTK_fake_0123456789abcdef';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_shipping';
  const shipments = new Map<string, FakeShipment>();
  const purchases: string[] = [];
  // A label file is rendered once and then served as stored, like the real storage host's: pdf-lib stamps the time it
  // saves, so rendering on each fetch would hand out different bytes a second later.
  const labelFiles = new Map<string, Promise<Uint8Array>>();
  const requests: FakeRequest[] = [];
  /** Successful answers by "path key", replayed for a repeated Idempotency-Key. */
  const replays = new Map<string, Answer>();
  let failing: { remaining: number; status: number; match?: RegExp; afterHandling: boolean } | null = null;
  let baseUrl = '';

  const authorized = (req: IncomingMessage) => {
    const match = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (!match) return false;
    const credentials = Buffer.from(match[1]!, 'base64').toString('utf8');
    return credentials.slice(0, credentials.indexOf(':')) === apiKey;
  };

  function createShipment(body: unknown): Answer {
    const input = isRecord(body) && isRecord(body.shipment) ? body.shipment : null;
    const addressOk = (address: unknown) =>
      isRecord(address) && ['street1', 'city', 'zip', 'country'].every((k) => typeof address[k] === 'string');
    if (!input || !addressOk(input.to_address) || !addressOk(input.from_address)) {
      return apiError(422, 'PARAMETER.REQUIRED', 'Shipment needs to_address and from_address');
    }
    if (!isRecord(input.parcel) || !(Number(input.parcel.weight) > 0)) {
      return apiError(422, 'PARAMETER.INVALID', 'Parcel needs a weight');
    }
    const id = idOf('shp');
    const shipment: FakeShipment = {
      id,
      object: 'Shipment',
      mode: 'test',
      reference: typeof input.reference === 'string' ? input.reference : null,
      to_address: input.to_address,
      from_address: input.from_address,
      parcel: input.parcel,
      options: input.options ?? {},
      rates: fake.rates.map((offer) => ({
        ...offer,
        id: idOf('rate'),
        object: 'Rate',
        currency: 'USD',
        shipment_id: id,
      })),
      selected_rate: null,
      tracking_code: null,
      postage_label: null,
      tracker: null,
    };
    shipments.set(id, shipment);
    return json(201, shipment);
  }

  function buy(shipmentId: string, body: unknown): Answer {
    const shipment = shipments.get(shipmentId);
    if (!shipment) return apiError(404, 'NOT_FOUND', 'The requested resource could not be found.');
    if (shipment.postage_label) return apiError(422, 'SHIPMENT.POSTAGE.EXISTS', 'Postage already exists');
    const rateId = isRecord(body) && isRecord(body.rate) ? body.rate.id : undefined;
    const rate = shipment.rates.find((r) => r.id === rateId);
    if (!rate) return apiError(422, 'SHIPMENT.RATE.INVALID', 'Rate not found for this shipment');
    const labelId = idOf('pl');
    shipment.selected_rate = rate;
    shipment.tracking_code = trackingCodeFor(rate.carrier);
    shipment.postage_label = {
      id: labelId,
      object: 'PostageLabel',
      label_url: `${baseUrl}/files/postage_label/${labelId}.pdf`,
      label_file_type: 'application/pdf',
    };
    shipment.tracker = { id: idOf('trk'), object: 'Tracker', status: 'pre_transit' };
    purchases.push(shipment.id);
    return json(200, shipment);
  }

  async function handle(req: IncomingMessage, path: string, rawBody: string): Promise<Answer> {
    const label = /^\/files\/postage_label\/(pl_[0-9a-f]+)\.pdf$/.exec(path);
    // Label files live on a storage host in the real API, readable without the API key.
    if (req.method === 'GET' && label) {
      const shipment = [...shipments.values()].find((s) => s.postage_label?.id === label[1]);
      if (!shipment) return { status: 404, body: 'Not found', contentType: 'text/plain' };
      let file = labelFiles.get(label[1]!);
      if (!file) labelFiles.set(label[1]!, (file = labelPdf(shipment)));
      return { status: 200, body: await file, contentType: 'application/pdf' };
    }
    if (!authorized(req)) return apiError(401, 'APIKEY.INVALID', 'The API key provided is invalid.');
    let body: unknown;
    try {
      body = rawBody ? JSON.parse(rawBody) : {};
    } catch {
      return apiError(400, 'PARAMETER.INVALID', 'The body is not JSON');
    }
    if (req.method === 'POST' && path === '/v2/shipments') return createShipment(body);
    const buyMatch = /^\/v2\/shipments\/([^/]+)\/buy$/.exec(path);
    if (req.method === 'POST' && buyMatch) return buy(decodeURIComponent(buyMatch[1]!), body);
    return apiError(404, 'NOT_FOUND', `No endpoint ${req.method} ${path}`);
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const rawBody = await readBody(req);
      const fail =
        failing && failing.remaining > 0 && (!failing.match || failing.match.test(`${req.method} ${path}`))
          ? failing
          : null;
      if (fail) fail.remaining--;

      let answer: Answer;
      if (fail && !fail.afterHandling) {
        answer = apiError(fail.status, 'INTERNAL_SERVER_ERROR', 'Injected failure');
      } else {
        const replayKey = key && req.method === 'POST' && authorized(req) ? `${path} ${key}` : null;
        const replay = replayKey ? replays.get(replayKey) : undefined;
        answer = replay ?? (await handle(req, path, rawBody));
        if (replayKey && !replay && answer.status < 300) replays.set(replayKey, answer);
        if (fail) answer = apiError(fail.status, 'INTERNAL_SERVER_ERROR', 'Injected failure after handling');
      }
      requests.push({ method: req.method ?? '', path, idempotencyKey: key, status: answer.status });
      res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'X-Ep-Request-Uuid': idOf('req') });
      res.end(answer.body);
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (rawBody: string, secret = webhookSecret) =>
    `hmac-sha256-hex=${createHmac('sha256', secret.normalize('NFKD')).update(rawBody, 'utf8').digest('hex')}`;

  const trackingEvent: FakeShippingServer['trackingEvent'] = (shipmentId, status, eventOptions = {}) => {
    const shipment = shipments.get(shipmentId);
    if (!shipment?.tracker || !shipment.selected_rate)
      throw new Error(`no bought fake shipment ${shipmentId}`);
    shipment.tracker.status = status;
    const now = new Date().toISOString();
    const body = JSON.stringify({
      id: eventOptions.eventId ?? idOf('evt'),
      object: 'Event',
      mode: 'test',
      description: 'tracker.updated',
      created_at: now,
      result: {
        object: 'Tracker',
        id: shipment.tracker.id,
        mode: 'test',
        tracking_code: shipment.tracking_code,
        carrier: shipment.selected_rate.carrier,
        status,
        shipment_id: shipment.id,
        updated_at: eventOptions.occurredAt?.toISOString() ?? now,
      },
    });
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-hmac-signature': sign(body, eventOptions.secret) },
    };
  };

  const fake: FakeShippingServer = {
    baseUrl,
    apiKey,
    webhookSecret,
    rates: [...DEFAULT_RATES],
    shipments,
    purchases,
    requests,
    failNext(count, status = 503, failOptions = {}) {
      failing = {
        remaining: count,
        status,
        match: failOptions.match,
        afterHandling: !!failOptions.afterHandling,
      };
    },
    sign,
    trackingEvent,
    async sendTracking(shipmentId, status, { to, duplicate, ...eventOptions }) {
      const { body, headers } = trackingEvent(shipmentId, status, eventOptions);
      let answer = 0;
      for (let delivery = 0; delivery < (duplicate ? 2 : 1); delivery++) {
        const response = await fetch(to, { method: 'POST', headers, body });
        await response.arrayBuffer();
        answer = response.status;
      }
      return answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections from fetch would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
  return fake;
}
