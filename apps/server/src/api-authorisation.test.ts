import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCircles } from './modules/circles/solve.ts';
import { fund } from './modules/trades/trade-test-kit.ts';
import { submitted } from './modules/verifications/verification-test-kit.ts';
import * as profiles from './modules/profiles/service.ts';
import { createItem, createUser, signedInClient, type TestUser } from './test/factories.ts';
import { listOperations, pathOf, type Operation } from './test/openapi-operations.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import type { TestClient } from './test/test-client.ts';

/*
 * Who may call what, for every operation of /api/openapi.json. Each operation declares its rule below; one missing
 * from the table fails the first test, so a new endpoint cannot ship without deciding who may use it. The rules
 * are then checked on a seeded scene as a visitor, a stranger and the owner.
 */

type Rule =
  /** Anyone, visitors included. */
  | 'public'
  /** Signed in; acts on the member's own data only (their wallet, their likes, their conversation with someone). */
  | 'member'
  /** Signed in, and only the owner of the resource in the path; anyone else gets 403 or 404. */
  | 'owner'
  /** Signed in, and only the two members of the trade in the path; anyone else gets 403 or 404. */
  | 'party'
  /**
   * A list of one member's details: their profile visibility decides (docs/decisions/005), 403 to a reader it
   * excludes. `member` names the parameter that carries the member's id.
   */
  | 'profile'
  /** The payment provider, proven by the request's signature, never a session. */
  | 'signature'
  /** Admins and moderators only: 401 to visitors, 403 to members. */
  | 'staff'
  /** Admins only (docs/product/moderation.md, "Roles"): 401 to visitors, 403 to members and moderators. */
  | 'admin';

type Resource =
  | 'item'
  | 'notification'
  | 'withdrawal'
  | 'checkout'
  | 'verification'
  | 'stream'
  | 'auction'
  | 'circle'
  | 'address'
  | 'savedSearch';

interface Access {
  rule: Rule;
  /** For 'owner': which of the owner's resources goes in the path. */
  of?: Resource;
  /** For 'profile': the parameter naming the member, in the path unless `inQuery`. */
  member?: string;
  inQuery?: boolean;
}

const access: Record<string, Access> = {
  'GET /api/health': { rule: 'public' },
  'GET /api/me': { rule: 'member' },
  // Answers a visitor `{ me: null }` (me tests), so the shell's session check logs no failed request.
  'GET /api/session': { rule: 'public' },
  'POST /api/me/first-login-survey-shown': { rule: 'member' },
  'POST /api/support/messages': { rule: 'member' },
  'GET /api/admin/jobs/failed': { rule: 'staff' },
  'POST /api/admin/jobs/{id}/retry': { rule: 'admin' },
  'GET /api/admin/audit': { rule: 'staff' },
  'GET /api/admin/overview': { rule: 'staff' },
  'GET /api/admin/disputes': { rule: 'staff' },
  'GET /api/admin/disputes/{id}': { rule: 'staff' },
  'PATCH /api/admin/disputes/{id}': { rule: 'staff' },
  'GET /api/admin/reports': { rule: 'staff' },
  'GET /api/admin/users': { rule: 'staff' },
  'GET /api/admin/users/{id}': { rule: 'staff' },
  'PATCH /api/admin/users/{id}': { rule: 'admin' },
  'GET /api/admin/users/{id}/items': { rule: 'staff' },
  'POST /api/admin/users/{id}/suspension': { rule: 'admin' },
  'DELETE /api/admin/users/{id}/suspension': { rule: 'admin' },
  'PATCH /api/admin/reports/{id}': { rule: 'staff' },
  'POST /api/admin/reports/{id}/take-down': { rule: 'staff' },
  'POST /api/admin/reports/{id}/restore': { rule: 'staff' },
  'GET /api/admin/verifications': { rule: 'staff' },
  'PATCH /api/admin/verifications/{id}': { rule: 'staff' },
  // A member's own verifications; submitting is a multipart upload (verifications tests cover every field).
  'GET /api/me/verifications': { rule: 'member' },
  'POST /api/me/verifications': { rule: 'member' },
  // Identity documents: their owner (and staff, verifications tests); anyone else the 404 of a missing one.
  'GET /api/verifications/{id}/documents/{n}': { rule: 'owner', of: 'verification' },
  // Reporting names someone else's item or profile: signed in, about anyone (reports tests cover own and self).
  'POST /api/items/{id}/reports': { rule: 'member' },
  'POST /api/users/{id}/reports': { rule: 'member' },
  // The home browse is public; narrowed to one member it is their closet (the case the hardening audit found open).
  'GET /api/items': { rule: 'profile', member: 'userId', inQuery: true },
  'POST /api/items': { rule: 'member' },
  'GET /api/items/mine': { rule: 'member' },
  'GET /api/users/{userId}/items': { rule: 'profile', member: 'userId' },
  // Public items to anyone; private and live-only ones answer 404 to all but their owner (items tests).
  'GET /api/items/{id}': { rule: 'public' },
  'PATCH /api/items/{id}': { rule: 'owner', of: 'item' },
  'DELETE /api/items/{id}': { rule: 'owner', of: 'item' },
  'GET /api/items/{id}/saved': { rule: 'member' },
  'PUT /api/items/{id}/saved': { rule: 'member' },
  'DELETE /api/items/{id}/saved': { rule: 'member' },
  'GET /api/me/saved-items': { rule: 'member' },
  'PUT /api/items/{id}/want': { rule: 'member' },
  'DELETE /api/items/{id}/want': { rule: 'member' },
  'GET /api/me/wants': { rule: 'member' },
  'GET /api/circles': { rule: 'member' },
  'GET /api/me/swap-preferences': { rule: 'member' },
  'PUT /api/me/swap-preferences': { rule: 'member' },
  // A circle's members act on it; to anyone else it does not exist.
  'POST /api/circles/{id}/accept': { rule: 'owner', of: 'circle' },
  'POST /api/circles/{id}/decline': { rule: 'owner', of: 'circle' },
  // Never hides that a member exists: a restricted reader gets `restricted: true` (profiles tests).
  'GET /api/users/{usernameOrId}': { rule: 'public' },
  'GET /api/me/profile': { rule: 'member' },
  'PATCH /api/me/profile': { rule: 'member' },
  'POST /api/me/avatar': { rule: 'member' },
  'DELETE /api/me/avatar': { rule: 'member' },
  'PUT /api/users/{id}/follow': { rule: 'member' },
  'DELETE /api/users/{id}/follow': { rule: 'member' },
  'GET /api/users/{id}/followers': { rule: 'profile', member: 'id' },
  'GET /api/users/{id}/following': { rule: 'profile', member: 'id' },
  'GET /api/users/{userId}/closets': { rule: 'profile', member: 'userId' },
  'GET /api/users/{userId}/closet-items': { rule: 'profile', member: 'userId' },
  'GET /api/items/{id}/like': { rule: 'member' },
  'PUT /api/items/{id}/like': { rule: 'member' },
  'DELETE /api/items/{id}/like': { rule: 'member' },
  'POST /api/items/{id}/views': { rule: 'public' },
  'POST /api/trades/{tradeId}/review': { rule: 'party' },
  'GET /api/users/{id}/reviews': { rule: 'profile', member: 'id' },
  'GET /api/me/reviews': { rule: 'member' },
  'GET /api/me/reviewable-trades': { rule: 'member' },
  'GET /api/me/settings': { rule: 'member' },
  'PATCH /api/me/settings': { rule: 'member' },
  'GET /api/feed': { rule: 'public' },
  'GET /api/search/users': { rule: 'public' },
  'GET /api/search/items': { rule: 'public' },
  'GET /api/search/results': { rule: 'public' },
  'GET /api/search/facets': { rule: 'public' },
  'GET /api/saved-searches': { rule: 'member' },
  'POST /api/saved-searches': { rule: 'member' },
  'PATCH /api/saved-searches/{id}': { rule: 'owner', of: 'savedSearch' },
  'DELETE /api/saved-searches/{id}': { rule: 'owner', of: 'savedSearch' },
  'POST /api/saved-searches/{id}/opened': { rule: 'owner', of: 'savedSearch' },
  'GET /api/places': { rule: 'public' },
  'POST /api/payments/stripe/webhook': { rule: 'signature' },
  'POST /api/webhooks/shipping': { rule: 'signature' },
  'GET /api/payments/availability': { rule: 'public' },
  'POST /api/payments/checkout': { rule: 'member' },
  'POST /api/payments/pay-by-card': { rule: 'member' },
  'POST /api/payments/verify': { rule: 'member' },
  'GET /api/payments/sandbox/{id}': { rule: 'owner', of: 'checkout' },
  'POST /api/payments/sandbox/{id}/pay': { rule: 'owner', of: 'checkout' },
  'GET /api/wallet/withdrawals': { rule: 'member' },
  'POST /api/wallet/withdrawals': { rule: 'member' },
  'POST /api/wallet/withdrawals/{id}/cancel': { rule: 'owner', of: 'withdrawal' },
  'GET /api/wallet': { rule: 'member' },
  'GET /api/wallet/activity': { rule: 'member' },
  'GET /api/notifications': { rule: 'member' },
  'POST /api/notifications/{id}/read': { rule: 'owner', of: 'notification' },
  'POST /api/notifications/read-all': { rule: 'member' },
  'GET /api/messages/conversations': { rule: 'member' },
  'GET /api/messages/direct/{userId}': { rule: 'member' },
  'POST /api/messages/direct/{userId}': { rule: 'member' },
  'POST /api/messages/direct/{userId}/read': { rule: 'member' },
  'POST /api/messages/direct/{userId}/typing': { rule: 'member' },
  'GET /api/trades': { rule: 'member' },
  'POST /api/trades': { rule: 'member' },
  'POST /api/trades/buy': { rule: 'member' },
  'POST /api/trades/liker-offers': { rule: 'member' },
  'GET /api/trades/liker-offers/{itemId}': { rule: 'member' },
  'GET /api/trades/reserved-items': { rule: 'member' },
  // Bundles: the buyer's own; a seller's discounts are public.
  'GET /api/bundles': { rule: 'member' },
  'POST /api/bundles/items': { rule: 'member' },
  'DELETE /api/bundles/items/{itemId}': { rule: 'member' },
  'POST /api/bundles/buy': { rule: 'member' },
  'POST /api/bundles/offer': { rule: 'member' },
  'GET /api/bundles/discounts/{sellerId}': { rule: 'public' },
  'PUT /api/bundles/discounts': { rule: 'member' },
  'GET /api/trades/{tradeId}': { rule: 'party' },
  'POST /api/trades/{tradeId}/respond': { rule: 'party' },
  'POST /api/trades/{tradeId}/cancel': { rule: 'party' },
  'POST /api/trades/{tradeId}/confirm': { rule: 'party' },
  'POST /api/trades/{tradeId}/counter': { rule: 'party' },
  'POST /api/trades/{tradeId}/counter-offer': { rule: 'party' },
  'GET /api/trades/{tradeId}/messages': { rule: 'party' },
  'POST /api/trades/{tradeId}/messages': { rule: 'party' },
  'POST /api/trades/{tradeId}/typing': { rule: 'party' },
  'GET /api/me/addresses': { rule: 'member' },
  'POST /api/me/addresses': { rule: 'member' },
  'PUT /api/me/addresses/{addressId}': { rule: 'owner', of: 'address' },
  'DELETE /api/me/addresses/{addressId}': { rule: 'owner', of: 'address' },
  'GET /api/trades/{tradeId}/handovers': { rule: 'party' },
  'POST /api/handovers/{handoverId}/method': { rule: 'party' },
  'GET /api/handovers/{handoverId}/label': { rule: 'party' },
  'POST /api/handovers/{handoverId}/shipment': { rule: 'party' },
  'POST /api/handovers/{handoverId}/label': { rule: 'party' },
  'POST /api/handovers/{handoverId}/received': { rule: 'party' },
  'POST /api/handovers/{handoverId}/everything-ok': { rule: 'party' },
  'POST /api/handovers/{handoverId}/cancel': { rule: 'party' },
  'POST /api/handovers/{handoverId}/meetup': { rule: 'party' },
  'POST /api/handovers/{handoverId}/meetup/accept': { rule: 'party' },
  'POST /api/handovers/{handoverId}/meetup/cancel': { rule: 'party' },
  'POST /api/handovers/{handoverId}/meetup/no-show': { rule: 'party' },
  'GET /api/handovers/{handoverId}/meetup.ics': { rule: 'party' },
  'POST /api/handovers/{handoverId}/code': { rule: 'party' },
  'GET /api/trades/{tradeId}/disputes': { rule: 'party' },
  'POST /api/trades/{tradeId}/disputes': { rule: 'party' },
  // Live selling (docs/product/live.md): anyone watches; the streamer alone runs the stream and its auctions.
  'GET /api/live/streams': { rule: 'public' },
  'POST /api/live/streams': { rule: 'member' },
  'GET /api/live/streams/{streamId}': { rule: 'public' },
  'POST /api/live/streams/{streamId}/end': { rule: 'owner', of: 'stream' },
  'POST /api/live/streams/{streamId}/heartbeat': { rule: 'owner', of: 'stream' },
  'GET /api/live/streams/{streamId}/messages': { rule: 'public' },
  'POST /api/live/streams/{streamId}/messages': { rule: 'member' },
  'DELETE /api/live/streams/{streamId}/messages/{messageId}': { rule: 'owner', of: 'stream' },
  'POST /api/live/streams/{streamId}/mutes': { rule: 'owner', of: 'stream' },
  'GET /api/live/streams/{streamId}/auctions': { rule: 'public' },
  'POST /api/live/streams/{streamId}/auctions': { rule: 'owner', of: 'stream' },
  'POST /api/live/auctions/{auctionId}/start': { rule: 'owner', of: 'auction' },
  'POST /api/live/auctions/{auctionId}/sell': { rule: 'owner', of: 'auction' },
  'POST /api/live/auctions/{auctionId}/pass': { rule: 'owner', of: 'auction' },
  'POST /api/live/auctions/{auctionId}/bids': { rule: 'member' },
  // Video: the streamer alone sends into their stream; anyone watches, the SFU's session id is the capability.
  'POST /api/live/streams/{streamId}/video/publish': { rule: 'owner', of: 'stream' },
  'POST /api/live/streams/{streamId}/video/watch': { rule: 'public' },
  'GET /api/live/ice-servers': { rule: 'public' },
  'POST /api/live/video/{sessionId}/answer': { rule: 'public' },
  'DELETE /api/live/video/{sessionId}': { rule: 'public' },
  'GET /api/me/interests': { rule: 'member' },
  'PUT /api/me/interests': { rule: 'member' },
  'POST /api/interests/suggestions': { rule: 'member' },
  'POST /api/media/item-photos': { rule: 'member' },
  'POST /api/media/images': { rule: 'member' },
  'POST /api/analysis/item': { rule: 'member' },
  'POST /api/analysis/grouping': { rule: 'member' },
};

let t: TestApp;
let operations: Operation[];
/** Alice owns the resources; Bob trades with her; Mallory is a stranger to both. */
let alice: TestUser;
let bob: TestUser;
let mallory: TestUser;
/** A private member, a friends-only member, and a friend of the latter (they follow each other). */
let pia: TestUser;
let fred: TestUser;
let fiona: TestUser;
let moderator: TestUser;
let admin: TestUser;
const clients: Record<string, TestClient> = {};
let visitor: TestClient;
const resources = {} as Record<Resource, string>;
const address = {
  name: 'Alice A',
  line1: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
};
const savedSearch = { name: 'Jackets', query: { q: 'jacket', size: 'm' } };
let tradeId: string;
/** Of Bob's purchase of an item of Alice's: its one handover, Alice's item to Bob. */
let handoverId: string;
let bobItemId: string;
/** Alice's live stream: a chat message of Bob's in it, and one of her items ready to auction. */
let liveMessageId: string;
let liveItemId: string;

beforeAll(async () => {
  t = await createTestApp();
  operations = await listOperations(t);
  const named = (name: string) => createUser(t, { username: `${name}_authz` });
  [alice, bob, mallory, pia, fred, fiona] = [
    await named('alice'),
    await named('bob'),
    await named('mallory'),
    await named('pia'),
    await named('fred'),
    await named('fiona'),
  ];
  moderator = await createUser(t, { username: 'moderator_authz', role: 'moderator' });
  admin = await createUser(t, { username: 'admin_authz', role: 'admin' });
  for (const user of [alice, bob, mallory, pia, fred, fiona, moderator, admin]) {
    clients[user.id] = await signedInClient(t, user);
  }
  visitor = t.client();
  const as = (user: TestUser) => clients[user.id]!;

  resources.item = (await createItem(t, alice)).id;
  bobItemId = (await createItem(t, bob)).id;
  for (const member of [pia, fred]) await createItem(t, member);
  await profiles.updatePrivacySettings(t.db, pia.id, { profileVisibility: 'private' });
  await profiles.updatePrivacySettings(t.db, fred.id, { profileVisibility: 'friends' });
  expect((await as(fiona).request(`/api/users/${fred.id}/follow`, { method: 'PUT' })).status).toBe(200);
  expect((await as(fred).request(`/api/users/${fiona.id}/follow`, { method: 'PUT' })).status).toBe(200);

  // Bob invites Alice to trade for her item: a trade whose parties are the two of them (and Alice is notified).
  const trade = await as(bob).post('/api/trades', { kind: 'invitation', ownerItemId: resources.item });
  expect(trade.status).toBe(201);
  tradeId = ((await trade.json()) as { id: string }).id;
  // Alice's address book, and a purchase between the two of them with its handover.
  const book = await as(alice).post('/api/me/addresses', address);
  resources.address = ((await book.json()) as { addresses: Array<{ id: string }> }).addresses[0]!.id;
  const saved = await as(alice).post('/api/saved-searches', savedSearch);
  resources.savedSearch = ((await saved.json()) as { id: string }).id;
  await fund(t, bob.id, { creditCents: 1000 });
  const sold = await createItem(t, alice, { valueCents: 1000 });
  const purchase = await as(bob).post('/api/trades/buy', {
    itemId: sold.id,
    priceCents: 1000,
    paymentMethod: 'credit',
  });
  const purchaseId = ((await purchase.json()) as { id: string }).id;
  const opened = await as(bob).get(`/api/trades/${purchaseId}/handovers`);
  handoverId = ((await opened.json()) as { handovers: Array<{ id: string }> }).handovers[0]!.id;
  const notifications = (await (await as(alice).get('/api/notifications')).json()) as {
    notifications: Array<{ id: string }>;
  };
  resources.notification = notifications.notifications[0]!.id;
  await fund(t, alice.id, { cashCents: 10_000 });
  const withdrawal = await as(alice).post('/api/wallet/withdrawals', {
    amountCents: 1000,
    method: 'paypal',
    details: { paypalEmail: 'alice@example.test' },
  });
  expect(withdrawal.status).toBe(201);
  resources.withdrawal = ((await withdrawal.json()) as { id: string }).id;
  const checkout = await as(alice).post('/api/payments/checkout', { amountCents: 1000 });
  expect(checkout.status).toBe(200);
  resources.checkout = ((await checkout.json()) as { sessionId: string }).sessionId;
  resources.verification = (await submitted(as(alice), { type: 'identity' })).id;
  const stream = await as(alice).post('/api/live/streams', { title: 'Checking who may run a stream' });
  resources.stream = ((await stream.json()) as { id: string }).id;
  liveItemId = (await createItem(t, alice)).id;
  const auction = await as(alice).post(`/api/live/streams/${resources.stream}/auctions`, {
    itemId: (await createItem(t, alice)).id,
    startingPriceCents: 500,
  });
  expect(auction.status).toBe(201);
  resources.auction = ((await auction.json()) as { id: string }).id;
  // Alice and Bob each want the other's item: a swap circle of two.
  const [aliceSwap, bobSwap] = [await createItem(t, alice), await createItem(t, bob)];
  expect((await as(alice).request(`/api/items/${bobSwap.id}/want`, { method: 'PUT' })).status).toBe(200);
  expect((await as(bob).request(`/api/items/${aliceSwap.id}/want`, { method: 'PUT' })).status).toBe(200);
  expect((await solveCircles({ db: t.db })).proposed).toBe(1);
  resources.circle = (
    (await (await as(alice).get('/api/circles')).json()) as { circles: Array<{ id: string }> }
  ).circles[0]!.id;
  const said = await as(bob).post(`/api/live/streams/${resources.stream}/messages`, { message: 'Hi' });
  liveMessageId = ((await said.json()) as { id: string }).id;
});
afterAll(() => t.close());

/**
 * Valid bodies where a contract requires fields: a body is validated before the service looks at who asks, so an
 * empty one would only ever get a 400 and prove nothing about the rule.
 */
const validBodies = (): Record<string, unknown> => ({
  'POST /api/items/{id}/reports': { reason: 'spam', description: 'Checking who may report' },
  'POST /api/users/{id}/reports': { reason: 'spam', description: 'Checking who may report' },
  'PATCH /api/admin/reports/{id}': { status: 'investigating' },
  'POST /api/admin/reports/{id}/take-down': { reason: 'Checking who may take a listing down' },
  'PATCH /api/admin/users/{id}': { location: 'Checking who may edit' },
  'POST /api/admin/users/{id}/suspension': { reason: 'Checking who may suspend' },
  'PATCH /api/admin/verifications/{id}': { decision: 'approve' },
  'PATCH /api/admin/disputes/{id}': { status: 'investigating' },
  'POST /api/trades/{tradeId}/disputes': { type: 'other', description: 'Checking who may dispute' },
  'POST /api/trades/{tradeId}/review': { rating: 5 },
  'PUT /api/me/swap-preferences': { cashLimitPercent: 25 },
  'POST /api/trades/{tradeId}/respond': { action: 'accept' },
  'POST /api/trades/{tradeId}/counter': { requestedItemId: bobItemId },
  'POST /api/trades/{tradeId}/counter-offer': { cashCents: 2500 },
  'POST /api/bundles/items': { itemId: bobItemId },
  'POST /api/bundles/buy': {
    sellerId: bob.id,
    itemIds: [bobItemId, randomUUID()],
    totalCents: 5000,
    paymentMethod: 'credit',
  },
  'POST /api/bundles/offer': {
    sellerId: bob.id,
    itemIds: [bobItemId, randomUUID()],
    cashCents: 4000,
    paymentMethod: 'credit',
  },
  'PUT /api/bundles/discounts': { tiers: [{ minItems: 2, percent: 10 }] },
  'POST /api/trades/{tradeId}/messages': { content: 'Hello' },
  'POST /api/me/addresses': address,
  'POST /api/saved-searches': savedSearch,
  'PATCH /api/saved-searches/{id}': { name: 'Renamed' },
  'PUT /api/me/addresses/{addressId}': address,
  'POST /api/handovers/{handoverId}/method': { method: 'meetup' },
  'POST /api/handovers/{handoverId}/shipment': { carrier: 'other', trackingNumber: 'AUTHZ-0001' },
  'POST /api/handovers/{handoverId}/meetup': {
    at: new Date(Date.now() + 86_400_000).toISOString(),
    place: 'Central Library',
  },
  'POST /api/handovers/{handoverId}/code': { code: '123456' },
  'POST /api/live/streams': { title: 'Checking who may go live' },
  'POST /api/live/streams/{streamId}/messages': { message: 'Hello' },
  'POST /api/live/streams/{streamId}/mutes': { userId: bob.id },
  'POST /api/live/streams/{streamId}/auctions': { itemId: liveItemId, startingPriceCents: 500 },
  'POST /api/live/auctions/{auctionId}/bids': { amountCents: 2000 },
  'POST /api/live/streams/{streamId}/video/publish': { sdp: 'v=0 not a real offer' },
  'POST /api/live/video/{sessionId}/answer': { sdp: 'v=0 not a real answer' },
  'POST /api/payments/sandbox/{id}/pay': {
    number: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
    name: 'A',
  },
});

/** Calls the operation as `client`, its path filled with `values`, a valid body, else `{}` or an empty form. */
function call(client: TestClient, operation: Operation, values: Record<string, string>, query = '') {
  const init: RequestInit = { method: operation.method };
  if (operation.bodyTypes.includes('multipart/form-data')) init.body = new FormData();
  else if (operation.method !== 'GET') {
    init.body = JSON.stringify(validBodies()[operation.key] ?? {});
    init.headers = { 'Content-Type': 'application/json' };
  }
  return client.request(`${pathOf(operation, values)}${query}`, init);
}

/** Path values for operations on no one's resource in particular: Bob's item, Bob himself, Alice's trade and stream. */
const commonValues = () => ({
  id: bobItemId,
  itemId: bobItemId,
  sellerId: bob.id,
  userId: bob.id,
  usernameOrId: bob.username,
  tradeId,
  handoverId,
  streamId: resources.stream,
  auctionId: resources.auction,
  sessionId: randomUUID(),
});

function valuesFor(operation: Operation, rule: Access): Record<string, string> {
  // `n`: the first document of a verification; `messageId`: Bob's message in Alice's stream.
  if (rule.rule === 'owner') {
    const owned = resources[rule.of!];
    return {
      id: owned,
      addressId: resources.address,
      n: '1',
      streamId: resources.stream,
      auctionId: resources.auction,
      messageId: liveMessageId,
    };
  }
  return commonValues();
}

function ofRule(...rules: Rule[]): Array<[Operation, Access]> {
  return operations.flatMap((operation) => {
    const rule = access[operation.key];
    return rule && rules.includes(rule.rule) ? [[operation, rule] as [Operation, Access]] : [];
  });
}

/** The operation as `reader` (undefined: a visitor) for the member `subject` of a 'profile' rule. */
function readProfileList(operation: Operation, rule: Access, subject: TestUser, reader?: TestUser) {
  const client = reader ? clients[reader.id]! : visitor;
  if (rule.inQuery) return call(client, operation, {}, `?${rule.member}=${subject.id}`);
  return call(client, operation, { ...commonValues(), [rule.member!]: subject.id });
}

describe('authorisation matrix over the OpenAPI document', () => {
  it('declares a rule for every operation, and none for an operation that is gone', () => {
    const keys = operations.map((operation) => operation.key);
    expect(
      keys.filter((key) => !access[key]),
      'operations without a rule',
    ).toEqual([]);
    expect(
      Object.keys(access).filter((key) => !keys.includes(key)),
      'rules without an operation',
    ).toEqual([]);
  });

  it('answers 401 to a visitor on every member, owner and party operation', async () => {
    const answers: string[] = [];
    for (const [operation, rule] of ofRule('member', 'owner', 'party')) {
      const res = await call(visitor, operation, valuesFor(operation, rule));
      if (res.status !== 401) answers.push(`${operation.key} → ${res.status}`);
    }
    expect(answers).toEqual([]);
  });

  it('lets only admins and moderators call a staff operation: 401 to a visitor, 403 to a member', async () => {
    const answers: string[] = [];
    const staffOperations = ofRule('staff');
    expect(staffOperations.length).toBeGreaterThan(0);
    for (const [operation, rule] of staffOperations) {
      const values = { ...valuesFor(operation, rule), id: randomUUID() };
      const check = async (who: string, client: TestClient, allowed: (status: number) => boolean) => {
        const res = await call(client, operation, values);
        if (!allowed(res.status)) answers.push(`${who} ${operation.key} → ${res.status}`);
      };
      await check('visitor', visitor, (status) => status === 401);
      await check('member', clients[mallory.id]!, (status) => status === 403);
      for (const [who, user] of [
        ['moderator', moderator],
        ['admin', admin],
      ] as const) {
        await check(who, clients[user.id]!, (status) => status !== 401 && status !== 403 && status < 500);
      }
    }
    expect(answers).toEqual([]);
  });

  it('lets only admins call an admin operation: 401 to a visitor, 403 to a member and a moderator', async () => {
    const answers: string[] = [];
    const adminOperations = ofRule('admin');
    expect(adminOperations.length).toBeGreaterThan(0);
    for (const [operation, rule] of adminOperations) {
      const values = { ...valuesFor(operation, rule), id: randomUUID() };
      const expectations = [
        ['visitor', visitor, (status: number) => status === 401],
        ['member', clients[mallory.id]!, (status: number) => status === 403],
        ['moderator', clients[moderator.id]!, (status: number) => status === 403],
        ['admin', clients[admin.id]!, (status: number) => status !== 401 && status !== 403 && status < 500],
      ] as const;
      for (const [who, client, allowed] of expectations) {
        const res = await call(client, operation, values);
        if (!allowed(res.status)) answers.push(`${who} ${operation.key} → ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('lets a visitor call every public operation', async () => {
    const answers: string[] = [];
    for (const [operation, rule] of ofRule('public')) {
      const res = await call(visitor, operation, valuesFor(operation, rule));
      if (res.status === 401 || res.status === 403 || res.status >= 500) {
        answers.push(`${operation.key} → ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('refuses the signed webhook without its signature, to anyone', async () => {
    for (const [operation, rule] of ofRule('signature')) {
      for (const client of [visitor, clients[alice.id]!]) {
        const res = await call(client, operation, valuesFor(operation, rule));
        expect([400, 404], operation.key).toContain(res.status);
      }
    }
  });

  it("refuses a stranger Alice's resources and her trade with Bob, and lets Alice and Bob in", async () => {
    const answers: string[] = [];
    const operationsInOrder = ofRule('owner', 'party').sort(
      // Alice's own calls may delete or cancel: last, after every other check on the same resource.
      ([a], [b]) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const [operation, rule] of operationsInOrder) {
      const values = valuesFor(operation, rule);
      const stranger = await call(clients[mallory.id]!, operation, values);
      if (![403, 404].includes(stranger.status))
        answers.push(`stranger ${operation.key} → ${stranger.status}`);
      if (rule.rule === 'party') {
        // Bob's side of a trade may be refused an action (only the owner responds); never told it is not there.
        const other = await call(clients[bob.id]!, operation, values);
        if ([401, 404].includes(other.status)) answers.push(`Bob ${operation.key} → ${other.status}`);
      }
    }
    for (const [operation, rule] of operationsInOrder) {
      const own = await call(clients[alice.id]!, operation, valuesFor(operation, rule));
      // As for Bob, a party may be refused an action of the other side's; an owner is refused nothing of hers.
      const refusals = rule.rule === 'owner' ? [401, 403, 404] : [401, 404];
      if (refusals.includes(own.status)) answers.push(`Alice ${operation.key} → ${own.status}`);
    }
    expect(answers).toEqual([]);
  });

  it("refuses a private member's details, their items included, to visitors and strangers on every list", async () => {
    const lists = ofRule('profile');
    expect(lists.map(([operation]) => operation.key)).toContain('GET /api/items');
    const answers: string[] = [];
    for (const [operation, rule] of lists) {
      const record = (who: string, res: Response, expected: number[]) => {
        if (!expected.includes(res.status)) answers.push(`${who} ${operation.key} → ${res.status}`);
      };
      record('visitor on Pia', await readProfileList(operation, rule, pia), [403]);
      record('Mallory on Pia', await readProfileList(operation, rule, pia, mallory), [403]);
      record('Pia on Pia', await readProfileList(operation, rule, pia, pia), [200]);
    }
    expect(answers).toEqual([]);
  });

  it("shows a friends-only member's details to their friends only, on every list", async () => {
    const answers: string[] = [];
    for (const [operation, rule] of ofRule('profile')) {
      const record = (who: string, res: Response, expected: number[]) => {
        if (!expected.includes(res.status)) answers.push(`${who} ${operation.key} → ${res.status}`);
      };
      record('visitor on Fred', await readProfileList(operation, rule, fred), [403]);
      record('Mallory on Fred', await readProfileList(operation, rule, fred, mallory), [403]);
      record('Fiona on Fred', await readProfileList(operation, rule, fred, fiona), [200]);
      record('Fred on Fred', await readProfileList(operation, rule, fred, fred), [200]);
    }
    expect(answers).toEqual([]);
  });

  it('hides the private member’s items from GET /api/items?userId= and still lists them to her', async () => {
    const items = async (client: TestClient) =>
      (await (await client.get(`/api/items?userId=${pia.id}`)).json()) as {
        items?: Array<{ userId: string }>;
        error?: { message: string };
      };
    expect((await items(visitor)).error?.message).toBe('This profile is private');
    expect((await items(clients[mallory.id]!)).items).toBeUndefined();
    expect((await items(clients[pia.id]!)).items?.map((item) => item.userId)).toEqual([pia.id]);
  });
});
