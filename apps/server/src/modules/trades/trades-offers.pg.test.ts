import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSUFFICIENT_FUNDS_MESSAGE,
  TRADE_MESSAGES,
  TRADE_RESPONSE_WINDOW_MS,
  reservedItemsSchema,
  tradeListSchema,
  type TradeList,
} from '@swapyard/domain';
import { jobs, notifications, walletHolds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { updateSettings } from '../settings/service.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  recorder,
  tradeOf,
  type Member,
} from './trade-test-kit.ts';

const m = TRADE_MESSAGES;
let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published, config: { authRateLimit: false } });
});
afterAll(() => t.close());

const offer = (who: Member, body: unknown) => who.client.post('/api/trades', body);
const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('signed out', () => {
  it('answers 401 to every trades endpoint, in the documented words: to view trades, or to make them', async () => {
    const visitor = t.client();
    const id = '00000000-0000-4000-8000-000000000000';
    const reads = [
      await visitor.get('/api/trades'),
      await visitor.get('/api/trades/reserved-items'),
      await visitor.get(`/api/trades/${id}`),
      await visitor.get(`/api/trades/${id}/messages`),
    ];
    const writes = [
      await visitor.post('/api/trades', { kind: 'invitation', ownerItemId: id }),
      await visitor.post(`/api/trades/${id}/respond`, { action: 'accept' }),
      await visitor.post(`/api/trades/${id}/cancel`),
      await visitor.post(`/api/trades/${id}/confirm`),
      await visitor.post(`/api/trades/${id}/counter`, { requestedItemId: id }),
      await visitor.post(`/api/trades/${id}/messages`, { content: 'hi' }),
      await visitor.post(`/api/trades/${id}/typing`),
    ];
    for (const res of reads) await expectError(res, 401, m.signInToView);
    for (const res of writes) await expectError(res, 401, m.signInRequired);
  });
});

describe('POST /api/trades: a trade offer', () => {
  it('holds the added cash, reserves the offered items, takes the owner from the item and enqueues the expiry', async () => {
    const alice = await member(t, { creditCents: 5000 });
    const bob = await member(t);
    const wanted = await item(t, bob.user, { valueCents: 8000 });
    const mine = await item(t, alice.user, { valueCents: 4000 });
    const body = {
      kind: 'trade',
      ownerItemId: wanted.id,
      offeredItemIds: [mine.id, mine.id],
      cashCents: 4000,
      paymentMethod: 'credit',
      message: '  Deal?  ',
    };
    // What the client would say about the parties is refused, not read: the parties come from the session and item.
    const claimed = await offer(alice, { ...body, ownerId: alice.id, requesterId: bob.id });
    expect(claimed.status).toBe(400);
    expect(((await claimed.json()) as { error: { message: string } }).error.message).toContain(
      '"requesterId"',
    );
    const before = Date.now();
    const trade = await tradeOf(await offer(alice, body), 201);
    expect(trade).toMatchObject({
      kind: 'trade',
      status: 'pending',
      role: 'requester',
      requester: { id: alice.id, username: alice.user.username },
      owner: { id: bob.id },
      ownerItem: { id: wanted.id, valueCents: 8000, status: 'available' },
      offeredItems: [{ id: mine.id }],
      cashDifferenceCents: 4000,
      paymentMethod: 'credit',
      message: 'Deal?',
      invitationId: null,
      counterTradeId: null,
      lastMessage: null,
    });
    const expires = new Date(trade.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + TRADE_RESPONSE_WINDOW_MS);
    expect(expires).toBeLessThan(Date.now() + TRADE_RESPONSE_WINDOW_MS + 1000);
    // On hold, not taken.
    expect(await balances(t, alice.id)).toEqual({ creditCents: 1000, cashCents: 0, heldCents: 4000 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `trade.expire:${trade.id}`));
    expect(job).toMatchObject({ kind: 'trade.expire', payload: { tradeId: trade.id } });
    expect(job!.runAt.getTime()).toBe(expires);
    const reserved = await (await alice.client.get('/api/trades/reserved-items')).json();
    expect(reservedItemsSchema.parse(reserved)).toEqual({ itemIds: [mine.id] });
    // The owner is told (trade_offer), live; both parties' lists hear of it.
    const [note] = await notificationsOf(bob.id);
    expect(note).toMatchObject({ type: 'trade_offer', link: `/messages/trade/${trade.id}`, read: false });
    const topics = published.events
      .filter(({ event }) => 'data' in event && (event.data as { tradeId?: string }).tradeId === trade.id)
      .map((e) => `${e.topic} ${e.event.type}`);
    expect(topics).toEqual(
      expect.arrayContaining([
        `user:${alice.id} trade.changed`,
        `user:${bob.id} trade.changed`,
        `trade:${trade.id} trade.updated`,
      ]),
    );
    expect(published.events).toContainEqual({
      topic: `user:${bob.id}`,
      event: { type: 'notification.created', data: expect.objectContaining({ id: note!.id }) },
    });
    await expectSoundLedger(t);
  });

  it('splits mixed payment over credit first, then cash', async () => {
    const alice = await member(t, { creditCents: 1000, cashCents: 3000 });
    const bob = await member(t);
    const wanted = await item(t, bob.user);
    await tradeOf(
      await offer(alice, { kind: 'trade', ownerItemId: wanted.id, cashCents: 3500, paymentMethod: 'mixed' }),
      201,
    );
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 500, heldCents: 3500 });
  });

  it('refuses a payment method that cannot cover the cash, or cash beyond both wallets, moving nothing', async () => {
    const alice = await member(t, { creditCents: 1000, cashCents: 3000 });
    const bob = await member(t);
    const wanted = await item(t, bob.user);
    const body = { kind: 'trade', ownerItemId: wanted.id };
    // Credit alone cannot pay $25; mixed is only for when neither wallet covers it alone.
    await expectError(
      await offer(alice, { ...body, cashCents: 2500, paymentMethod: 'credit' }),
      409,
      m.paymentMethodNotAllowed,
    );
    await expectError(
      await offer(alice, { ...body, cashCents: 500, paymentMethod: 'mixed' }),
      409,
      m.paymentMethodNotAllowed,
    );
    await expectError(
      await offer(alice, { ...body, cashCents: 4001, paymentMethod: 'mixed' }),
      409,
      INSUFFICIENT_FUNDS_MESSAGE,
    );
    expect((await offer(alice, { ...body, cashCents: 500 })).status).toBe(400);
    expect(await balances(t, alice.id)).toEqual({ creditCents: 1000, cashCents: 3000, heldCents: 0 });
    expect(await t.db.select().from(walletHolds).where(eq(walletHolds.ownerId, alice.id))).toEqual([]);
  });

  it('refuses an empty offer, a malformed one, and cash that is not whole cents', async () => {
    const alice = await member(t, { creditCents: 1000 });
    const wanted = await item(t, (await member(t)).user);
    for (const body of [
      { kind: 'trade', ownerItemId: wanted.id },
      { kind: 'trade', ownerItemId: wanted.id, offeredItemIds: [], cashCents: 0 },
      { kind: 'cash', ownerItemId: wanted.id, cashCents: 0, paymentMethod: 'credit' },
      { kind: 'cash', ownerItemId: wanted.id, cashCents: 10.5, paymentMethod: 'credit' },
      { kind: 'cash', ownerItemId: wanted.id, cashCents: 500 },
      { kind: 'swap', ownerItemId: wanted.id },
      { kind: 'trade', ownerItemId: 'not-a-uuid', cashCents: 100, paymentMethod: 'credit' },
      null,
    ]) {
      const res = await offer(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await offer(alice, { kind: 'trade', ownerItemId: wanted.id });
    expect(JSON.stringify(await res.json())).toContain(m.selectRequired);
  });

  it('refuses an own item, an unknown, private, hidden, sold or unavailable one', async () => {
    const alice = await member(t, { creditCents: 1000 });
    const bob = await member(t);
    const cash = { kind: 'cash', cashCents: 100, paymentMethod: 'credit' };
    const own = await item(t, alice.user);
    await expectError(await offer(alice, { ...cash, ownerItemId: own.id }), 400, m.ownItem);
    await expectError(
      await offer(alice, { ...cash, ownerItemId: '00000000-0000-4000-8000-000000000000' }),
      404,
      m.itemNotFound,
    );
    const hiddenAway = await item(t, bob.user, { visibility: 'private' });
    await expectError(await offer(alice, { ...cash, ownerItemId: hiddenAway.id }), 404, m.itemNotFound);
    for (const overrides of [
      { status: 'hidden' as const },
      { status: 'sold' as const, isAvailable: false },
      { status: 'swapped' as const, isAvailable: false },
      { isAvailable: false },
    ]) {
      const gone = await item(t, bob.user, overrides);
      await expectError(await offer(alice, { ...cash, ownerItemId: gone.id }), 409, m.itemUnavailable);
    }
    expect(await balances(t, alice.id)).toMatchObject({ creditCents: 1000, heldCents: 0 });
  });

  it('offers only own, available, unreserved items', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const carol = await member(t);
    const wanted = await item(t, bob.user);
    const carols = await item(t, carol.user);
    const body = (ids: string[]) => ({ kind: 'trade', ownerItemId: wanted.id, offeredItemIds: ids });
    await expectError(await offer(alice, body([carols.id])), 403, m.notYourItem);
    await expectError(await offer(alice, body([wanted.id])), 403, m.notYourItem);
    await expectError(
      await offer(alice, body(['00000000-0000-4000-8000-000000000000'])),
      404,
      m.itemNotFound,
    );
    const sold = await item(t, alice.user, { status: 'sold', isAvailable: false });
    await expectError(await offer(alice, body([sold.id])), 409, m.itemUnavailable);

    const mine = await item(t, alice.user);
    await tradeOf(await offer(alice, body([mine.id])), 201);
    // Reserved: not in a second pending offer, whoever it is for.
    const other = await item(t, carol.user);
    await expectError(
      await offer(alice, { kind: 'trade', ownerItemId: other.id, offeredItemIds: [mine.id] }),
      409,
      m.itemReserved,
    );
  });
});

describe('POST /api/trades: cash offers and invitations', () => {
  it('sends a Buy It Now offer for real: cash held, no offered items', async () => {
    const alice = await member(t, { cashCents: 3000 });
    const bob = await member(t);
    const wanted = await item(t, bob.user);
    const trade = await tradeOf(
      await offer(alice, { kind: 'cash', ownerItemId: wanted.id, cashCents: 2000, paymentMethod: 'cash' }),
      201,
    );
    expect(trade).toMatchObject({ kind: 'cash', offeredItems: [], cashDifferenceCents: 2000 });
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 1000, heldCents: 2000 });
    expect((await notificationsOf(bob.id))[0]).toMatchObject({
      type: 'trade_offer',
      title: 'New cash offer',
    });
  });

  it("sends an invitation with the 'Check out my' message and nothing held", async () => {
    const alice = await member(t);
    const bob = await member(t);
    const wanted = await item(t, bob.user);
    const trade = await tradeOf(await offer(alice, { kind: 'invitation', ownerItemId: wanted.id }), 201);
    expect(trade).toMatchObject({ kind: 'invitation', offeredItems: [], cashDifferenceCents: 0 });
    expect(trade.message).toContain('Check out my');
    expect(trade.paymentMethod).toBeNull();
  });

  it('tells the owner nothing when they turned Trade Updates off', async () => {
    const alice = await member(t);
    const bob = await member(t);
    await updateSettings(t.db, bob.id, { tradeUpdates: false });
    await tradeOf(await offer(alice, { kind: 'invitation', ownerItemId: (await item(t, bob.user)).id }), 201);
    expect(await notificationsOf(bob.id)).toEqual([]);
  });
});

describe('GET /api/trades and /api/trades/{id}', () => {
  it('lists sent and received trades newest first, with counts and a cursor, to the parties only', async () => {
    const alice = await member(t);
    const bob = await member(t);
    const carol = await member(t);
    const sent = [];
    for (let i = 0; i < 3; i++) {
      const res = await offer(alice, { kind: 'invitation', ownerItemId: (await item(t, bob.user)).id });
      sent.push(await tradeOf(res, 201));
    }
    const received = await tradeOf(
      await offer(carol, { kind: 'invitation', ownerItemId: (await item(t, alice.user)).id }),
      201,
    );
    const first = (await (await alice.client.get('/api/trades?limit=3')).json()) as TradeList;
    expect(tradeListSchema.parse(first)).toEqual(first);
    expect(first.counts).toEqual({ received: 1, sent: 3 });
    expect(first.trades.map((trade) => trade.id)).toEqual([received.id, sent[2]!.id, sent[1]!.id]);
    expect(first.trades[0]!.role).toBe('owner');
    expect(first.trades[1]!.role).toBe('requester');
    const second = (await (
      await alice.client.get(`/api/trades?limit=3&cursor=${first.nextCursor}`)
    ).json()) as TradeList;
    expect(second.trades.map((trade) => trade.id)).toEqual([sent[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await alice.client.get('/api/trades?cursor=garbage')).status).toBe(400);

    // Carol sees only her own; nobody else sees a trade at all.
    const carols = (await (await carol.client.get('/api/trades')).json()) as TradeList;
    expect(carols.trades.map((trade) => trade.id)).toEqual([received.id]);
    expect(carols.counts).toEqual({ received: 0, sent: 1 });
    expect((await tradeOf(await bob.client.get(`/api/trades/${sent[0]!.id}`))).role).toBe('owner');
    await expectError(await carol.client.get(`/api/trades/${sent[0]!.id}`), 404, m.notFound, 'NOT_FOUND');
    await expectError(await carol.client.get('/api/trades/not-a-uuid'), 404, m.notFound);
  });
});
