import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from './modules/trades/trade-test-kit.ts';
import { submitted } from './modules/verifications/verification-test-kit.ts';
import { createItem, createUser, signedInClient, storedPhoto, type TestUser } from './test/factories.ts';
import { listOperations, pathOf, type Operation } from './test/openapi-operations.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import type { TestClient } from './test/test-client.ts';

/*
 * Hostile input on every endpoint of /api/openapi.json, as a member and as a visitor: control characters, huge,
 * negative and fractional numbers, wrong types, null and array bodies, long strings, bad ids. Whatever the input,
 * the answer is never a 5xx (docs/decisions/003: bad input is a 4xx). A fixed table, not random draws, so a failure
 * names the exact request and the test takes the same few seconds every run.
 */

const controlStrings = ['\u0000', 'a\u0000b', '\u001b[2J', 'c1\u0085', 'half\ud800'];
const hugeNumbers = [2 ** 31, -(2 ** 31) - 1, 1e308, -1, 0.5];
const wrongTypes: unknown[] = [null, [], { nested: '\u0000' }];
const oddStrings = ['x'.repeat(10_000), '', "' OR '1'='1", '00000000-0000-0000-0000-000000000000'];
/** In this order: what the contracts must refuse comes before odd but valid text, which may change the scene. */
const bodyValues: unknown[] = [...hugeNumbers, ...controlStrings, ...wrongTypes, ...oddStrings];
const queryValues = [...controlStrings, '2147483648', '-1', '1e400', ...oddStrings];
/** Path segments as sent on the wire (already encoded): a bad percent-escape and dot segments too. */
const rawPathValues = [
  ...[...controlStrings, ...oddStrings].filter((s) => !/\p{Cs}/u.test(s)).map(encodeURIComponent),
  // A half surrogate as UTF-8 bytes, a bad percent-escape, dot segments.
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '..',
];
/** Whole JSON bodies, as text: not an object, not JSON, numbers JSON cannot hold. */
const rawBodies = ['null', '[]', '"text"', '42', 'true', '{', '{"a":1e400}', '\u0000', '[{}]'];

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let member: TestClient;
let visitor: TestClient;
const basePath: Record<string, string> = {};
const basePathFor: Record<string, Record<string, string>> = {};
let baseBodies: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  bob = await createUser(t);
  member = await signedInClient(t, alice);
  visitor = t.client();
  const bobClient = await signedInClient(t, bob);
  const aliceItem = await createItem(t, alice);
  const aliceSpare = await createItem(t, alice);
  const bobItem = await createItem(t, bob);
  const bobSpare = await createItem(t, bob);
  // Bob invites Alice to trade for her item: Alice may answer it with a counter-offer (cash either way).
  const invitation = await bobClient.post('/api/trades', { kind: 'invitation', ownerItemId: aliceItem.id });
  expect(invitation.status).toBe(201);
  const tradeId = ((await invitation.json()) as { id: string }).id;
  expect((await bobClient.post(`/api/messages/direct/${alice.id}`, { content: 'Hello' })).status).toBe(201);
  const checkout = await member.post('/api/payments/checkout', { amountCents: 1000 });
  expect(checkout.status).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const notifications = (await (await member.get('/api/notifications')).json()) as {
    notifications: Array<{ id: string }>;
  };
  const photo = await storedPhoto(t, alice.id);
  // Alice's own verification: its documents are read as a member, whatever the hostile path around them.
  const verification = await submitted(member, { type: 'passport' });

  // Alice is live; Bob is live too, auctioning an item Alice may bid on.
  const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;
  const streamId = await idOf(await member.post('/api/live/streams', { title: 'Alice live' }));
  const aliceLive = await createItem(t, alice);
  const bobStream = await idOf(await bobClient.post('/api/live/streams', { title: 'Bob live' }));
  const auctionId = await idOf(
    await bobClient.post(`/api/live/streams/${bobStream}/auctions`, {
      itemId: (await createItem(t, bob)).id,
      startingPriceCents: 500,
    }),
  );
  expect((await bobClient.post(`/api/live/auctions/${auctionId}/start`)).status).toBe(200);
  const messageId = await idOf(
    await bobClient.post(`/api/live/streams/${streamId}/messages`, { message: 'Hi' }),
  );

  // Alice's address, and a handover of a purchase from Bob (hers to receive).
  const address = {
    name: 'Alice A',
    line1: '1 Main St',
    city: 'Springfield',
    postalCode: '12345',
    country: 'US',
  };
  const book = await member.post('/api/me/addresses', address);
  const addressId = ((await book.json()) as { addresses: Array<{ id: string }> }).addresses[0]!.id;
  await fund(t, alice.id, { creditCents: 1000 });
  const sold = await createItem(t, bob, { valueCents: 1000 });
  const purchase = await member.post('/api/trades/buy', {
    itemId: sold.id,
    priceCents: 1000,
    paymentMethod: 'credit',
  });
  const purchaseId = await idOf(purchase);
  const opened = (await (await member.get(`/api/trades/${purchaseId}/handovers`)).json()) as {
    handovers: Array<{ id: string }>;
  };

  Object.assign(basePath, {
    addressId,
    handoverId: opened.handovers[0]!.id,
    id: bobItem.id,
    userId: bob.id,
    usernameOrId: bob.username,
    tradeId,
    n: '1',
    streamId,
    auctionId,
    messageId,
    itemId: bobItem.id,
    sellerId: bob.id,
    sessionId: randomUUID(),
  });
  Object.assign(basePathFor, {
    'PATCH /api/items/{id}': { id: aliceSpare.id },
    'DELETE /api/items/{id}': { id: aliceSpare.id },
    'GET /api/users/{id}/followers': { id: bob.id },
    'GET /api/users/{id}/following': { id: bob.id },
    'GET /api/users/{id}/reviews': { id: bob.id },
    'PUT /api/users/{id}/follow': { id: bob.id },
    'DELETE /api/users/{id}/follow': { id: bob.id },
    'GET /api/payments/sandbox/{id}': { id: sessionId },
    'POST /api/payments/sandbox/{id}/pay': { id: sessionId },
    'POST /api/notifications/{id}/read': { id: notifications.notifications[0]?.id ?? randomUUID() },
    'POST /api/wallet/withdrawals/{id}/cancel': { id: randomUUID() },
    'GET /api/verifications/{id}/documents/{n}': { id: verification.id },
    'PATCH /api/admin/verifications/{id}': { id: verification.id },
  });
  // A valid body for every JSON operation; the fuzz changes one field at a time.
  baseBodies = {
    'POST /api/items/{id}/reports': { reason: 'fraud', description: 'Asked to pay outside the app' },
    'POST /api/users/{id}/reports': { reason: 'harassment', description: 'Rude messages' },
    'PATCH /api/admin/reports/{id}': { status: 'resolved', resolutionNotes: 'Listing removed' },
    'POST /api/admin/reports/{id}/take-down': { reason: 'Counterfeit goods' },
    'PATCH /api/admin/users/{id}': {
      fullName: 'Bob Example',
      username: 'bob_example',
      location: 'Berlin',
      phone: '+49 30 123456',
      bio: 'Swapping since 2020',
    },
    'POST /api/admin/users/{id}/suspension': { reason: 'Selling counterfeits' },
    'PATCH /api/admin/verifications/{id}': { decision: 'reject', reason: 'The photo is blurry' },
    'POST /api/trades/{tradeId}/disputes': {
      type: 'not_as_described',
      description: 'Torn sleeve',
      photos: [],
    },
    'PATCH /api/admin/disputes/{id}': {
      status: 'resolved',
      resolution: 'Refunded',
      outcome: { kind: 'split', toPayeeCents: 100 },
    },
    'POST /api/items': {
      title: 'Denim jacket',
      category: 'clothing',
      condition: 'good',
      size: 'M',
      // Without its optional `sizes`, which the server rebuilds anyway: fewer places to try.
      photos: [{ id: photo.id, url: photo.url, width: photo.width, height: photo.height }],
      description: 'Worn twice',
      brand: 'Levi',
      valueCents: 2500,
      visibility: 'public',
      location: 'Berlin',
    },
    'PATCH /api/items/{id}': {
      title: 'Denim jacket',
      description: 'Worn twice',
      brand: 'Levi',
      size: 'L',
      valueCents: 3000,
      location: 'Berlin',
      status: 'available',
      isAvailable: true,
    },
    'PATCH /api/me/profile': {
      fullName: 'Alice Example',
      bio: 'Swapping since 2020',
      location: 'Berlin',
      phone: '+49 30 123456',
      favoriteBrands: ['Levi'],
      styleTags: ['Vintage'],
      themeColor: '#6366f1',
      socialLinks: { instagram: 'alice', tiktok: 'alice', website: 'https://alice.example' },
      privacySettings: { profileVisibility: 'public', showPhone: false },
    },
    'PATCH /api/me/settings': { profileVisibility: 'public', pushNotifications: true },
    'POST /api/trades/{tradeId}/review': { rating: 5, comment: 'Great swap' },
    'POST /api/payments/checkout': { amountCents: 1000 },
    'POST /api/payments/pay-by-card': { purpose: { kind: 'buy_now', itemId: bobItem.id, priceCents: 2500 } },
    'POST /api/payments/verify': { sessionId },
    'POST /api/payments/sandbox/{id}/pay': {
      number: '4000000000000002',
      expiry: '12/40',
      cvc: '123',
      name: 'Alice',
    },
    'POST /api/wallet/withdrawals': {
      amountCents: 500,
      method: 'bank_transfer',
      details: { accountNumber: '12345678', routingNumber: '021000021', accountHolder: 'Alice' },
    },
    'POST /api/messages/direct/{userId}': { content: 'Hello Bob' },
    'POST /api/trades': {
      kind: 'trade',
      ownerItemId: bobItem.id,
      offeredItemIds: [aliceSpare.id],
      cashCents: 100,
      paymentMethod: 'credit',
      message: 'Swap?',
    },
    'POST /api/trades/buy': { itemId: bobItem.id, priceCents: 2500, paymentMethod: 'credit' },
    'POST /api/trades/liker-offers': { itemId: bobItem.id, priceCents: 2000 },
    'POST /api/bundles/items': { itemId: bobItem.id },
    'POST /api/bundles/buy': {
      sellerId: bob.id,
      itemIds: [bobItem.id, randomUUID()],
      totalCents: 5000,
      paymentMethod: 'credit',
    },
    'POST /api/bundles/offer': {
      sellerId: bob.id,
      itemIds: [bobItem.id, randomUUID()],
      cashCents: 4000,
      paymentMethod: 'credit',
      message: 'All of them?',
    },
    'PUT /api/bundles/discounts': { tiers: [{ minItems: 2, percent: 10 }] },
    'POST /api/me/addresses': address,
    'PUT /api/me/addresses/{addressId}': address,
    'POST /api/saved-searches': { name: 'Jackets', query: { q: 'jacket', size: 'm' }, alerts: true },
    'PATCH /api/saved-searches/{id}': { name: 'Renamed', query: { q: 'lamp' }, alerts: false },
    'POST /api/handovers/{handoverId}/method': { method: 'ship', addressId: randomUUID() },
    'POST /api/handovers/{handoverId}/shipment': { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    'POST /api/handovers/{handoverId}/meetup': {
      at: new Date(Date.now() + 86_400_000).toISOString(),
      place: 'Central Library',
    },
    'POST /api/handovers/{handoverId}/code': { code: '123456' },
    'POST /api/trades/{tradeId}/respond': { action: 'accept' },
    'POST /api/circles/{id}/accept': { paymentMethod: 'credit' },
    'PUT /api/me/swap-preferences': { cashLimitPercent: 25 },
    'POST /api/trades/{tradeId}/counter': {
      requestedItemId: bobSpare.id,
      message: 'How about this one?',
      paymentMethod: 'cash',
      cashCents: -100,
    },
    'POST /api/trades/{tradeId}/counter-offer': { cashCents: 2500, message: 'Meet me halfway?' },
    'POST /api/trades/{tradeId}/messages': { content: 'Hi there' },
    'PUT /api/me/interests': { structuredInterests: { Music: ['Jazz'] }, mode: 'update' },
    'POST /api/interests/suggestions': { userDescription: 'jazz records', category: 'Music' },
    'POST /api/support/messages': { subject: 'A question', message: 'Hello support' },
    'POST /api/analysis/item': { titleOnly: true, title: 'Denim jacket', currentDescription: 'Blue' },
    'POST /api/analysis/grouping': {
      photos: [{ photoId: 'someone/a-photo', capturedAt: 1_764_000_000_000 }],
    },
    'POST /api/live/streams': { title: 'Friday clear-out' },
    'POST /api/live/streams/{streamId}/messages': { message: 'Is it a size M?' },
    'POST /api/live/streams/{streamId}/mutes': { userId: bob.id },
    'POST /api/live/streams/{streamId}/auctions': {
      itemId: aliceLive.id,
      startingPriceCents: 500,
      reservePriceCents: 1000,
      durationSeconds: 60,
    },
    'POST /api/live/auctions/{auctionId}/bids': { amountCents: 2000 },
    'POST /api/live/streams/{streamId}/video/publish': { sdp: 'v=0 not a real offer' },
    'POST /api/live/video/{sessionId}/answer': { sdp: 'v=0 not a real answer' },
  };
});
afterAll(() => t.close());

interface Probe {
  who: 'member' | 'visitor';
  method: string;
  url: string;
  body?: string | FormData;
  contentType?: string;
}

/** Sends each probe; answers the ones that came back 5xx, described well enough to replay them. */
async function serverErrors(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const probe of probes) {
    const client = probe.who === 'member' ? member : visitor;
    const headers: Record<string, string> = probe.contentType ? { 'Content-Type': probe.contentType } : {};
    const res = await client.request(probe.url, { method: probe.method, headers, body: probe.body });
    if (res.status >= 500) {
      const body = typeof probe.body === 'string' ? probe.body.slice(0, 120) : probe.body ? '(form)' : '';
      failures.push(`${probe.who} ${probe.method} ${probe.url.slice(0, 120)} ${body} → ${res.status}`);
    }
  }
  return failures;
}

const pathValuesOf = (operation: Operation) => ({ ...basePath, ...basePathFor[operation.key] });

/** Every place in a JSON value (objects' keys, arrays' first element), as paths from the root. */
function placesIn(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return value.length === 0 ? [] : [[...at, 0], ...placesIn(value[0], [...at, 0])];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [[...at, key], ...placesIn(inner, [...at, key])]);
  }
  return [];
}

function withValueAt(base: unknown, place: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let holder = copy;
  for (const step of place.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
  holder[place.at(-1)!] = value;
  return copy;
}

function pathProbes(operation: Operation, who: Probe['who']): Probe[] {
  return operation.pathParams.flatMap((name) =>
    rawPathValues.map((raw) => {
      const values = pathValuesOf(operation);
      const url = pathOf(operation, values).replace(encodeURIComponent(values[name]!), raw);
      return { who, method: operation.method, url };
    }),
  );
}

function queryProbes(operation: Operation, who: Probe['who']): Probe[] {
  const path = pathOf(operation, pathValuesOf(operation));
  return operation.queryParams.flatMap((name) =>
    queryValues.map((value) => ({
      who,
      method: operation.method,
      url: `${path}?${new URLSearchParams({ [name]: value })}`,
    })),
  );
}

function wholeBodyProbes(operation: Operation, who: Probe['who']): Probe[] {
  if (operation.method === 'GET') return [];
  const url = pathOf(operation, pathValuesOf(operation));
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array([0, 1, 2, 3])]), '\u0000.jpg');
  return [
    ...rawBodies.map((body) => ({
      who,
      method: operation.method,
      url,
      body,
      contentType: 'application/json',
    })),
    { who, method: operation.method, url, body: form },
    {
      who,
      method: operation.method,
      url,
      body: 'file=%00',
      contentType: 'application/x-www-form-urlencoded',
    },
  ];
}

/** One field of the operation's valid body at a time, given every hostile value (the member only). */
function fieldProbes(operation: Operation): Probe[] {
  if (!operation.bodyTypes.includes('application/json')) return [];
  const base = baseBodies[operation.key];
  if (!base) throw new Error(`${operation.key}: add a valid body to baseBodies`);
  const url = pathOf(operation, pathValuesOf(operation));
  const places = placesIn(base);
  // Value by value across the fields, so what must be refused everywhere is tried before what may be accepted.
  return bodyValues.flatMap((value) =>
    places.map((place) => ({
      who: 'member' as const,
      method: operation.method,
      url,
      body: JSON.stringify(withValueAt(base, place, value)),
      contentType: 'application/json',
    })),
  );
}

describe('hostile input on every endpoint of the OpenAPI document', () => {
  it('never answers a 5xx, to a visitor or a member', { timeout: 120_000 }, async () => {
    const operations = await listOperations(t);
    expect(operations.length).toBeGreaterThan(50);
    // Destructive operations last, so the others still find the scene they were given.
    const ordered = [...operations].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const probes = ordered.flatMap((operation) => [
      ...pathProbes(operation, 'visitor'),
      ...queryProbes(operation, 'visitor'),
      ...wholeBodyProbes(operation, 'visitor'),
      ...pathProbes(operation, 'member'),
      ...queryProbes(operation, 'member'),
      ...wholeBodyProbes(operation, 'member'),
      ...fieldProbes(operation),
    ]);
    expect(await serverErrors(probes)).toEqual([]);
  });

  it('refuses a key it does not know in every JSON body with 400 naming it (none is silently dropped)', async () => {
    const staff = await signedInClient(t, await createUser(t, { role: 'admin' }));
    const unknownKey = 'notAFieldOfThisBody';
    const accepted: string[] = [];
    for (const operation of await listOperations(t)) {
      const base = baseBodies[operation.key];
      if (!operation.bodyTypes.includes('application/json') || !base) continue;
      const client = operation.path.startsWith('/api/admin/') ? staff : member;
      const res = await client.request(pathOf(operation, pathValuesOf(operation)), {
        method: operation.method,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ ...base, [unknownKey]: 1 }),
      });
      const message =
        res.status === 400 ? ((await res.json()) as { error: { message: string } }).error.message : '';
      if (!message.includes(unknownKey)) accepted.push(`${operation.key} → ${res.status} ${message}`);
    }
    expect(accepted).toEqual([]);
  });

  it('never answers a 5xx on the account endpoints (better-auth) either', async () => {
    const bodies = ['null', '[]', '"text"', '42', '{'];
    const nul = 'a\u0000b';
    const probes: Probe[] = [
      ...[
        '/api/auth/update-user',
        '/api/auth/sign-in/email',
        '/api/auth/sign-in/username',
        '/api/auth/sign-up/email',
        '/api/auth/request-password-reset',
        '/api/auth/change-password',
      ].flatMap((url) =>
        (['member', 'visitor'] as const).flatMap((who) =>
          bodies.map((body) => ({ who, method: 'POST', url, body, contentType: 'application/json' })),
        ),
      ),
      ...[
        ['/api/auth/update-user', { name: nul }],
        ['/api/auth/sign-in/email', { email: `${nul}@example.test`, password: nul }],
        ['/api/auth/sign-in/username', { username: nul, password: nul }],
        [
          '/api/auth/sign-up/email',
          { name: nul, email: `${nul}@example.test`, username: nul, password: 'long enough' },
        ],
        ['/api/auth/request-password-reset', { email: `${nul}@example.test` }],
      ].map(([url, body]) => ({
        who: 'member' as const,
        method: 'POST',
        url: url as string,
        body: JSON.stringify(body),
        contentType: 'application/json',
      })),
    ];
    expect(await serverErrors(probes)).toEqual([]);
  });
});
