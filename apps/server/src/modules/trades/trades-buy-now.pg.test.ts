import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSUFFICIENT_FUNDS_MESSAGE, LIVE_TEXTS, TRADE_MESSAGES, type Trade } from '@swapyard/domain';
import {
  items,
  liveAuctions,
  notifications,
  tradedItems,
  tradeHandovers,
  trades,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goLive } from '../live/live-test-kit.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
  handOverAll,
} from './trade-test-kit.ts';

// Money and races: PostgreSQL only (docs/decisions/019, addendum of 2026-11-27).
const m = TRADE_MESSAGES;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const buy = (who: Member, itemId: string, priceCents = 2500, paymentMethod = 'credit') =>
  who.client.post('/api/trades/buy', { itemId, priceCents, paymentMethod });
const cashOffer = (who: Member, itemId: string, cashCents: number) =>
  who.client.post('/api/trades', { kind: 'cash', ownerItemId: itemId, cashCents, paymentMethod: 'credit' });
const itemRow = async (id: string) => (await t.db.select().from(items).where(eq(items.id, id)))[0]!;
const tradeRow = async (id: string) => (await t.db.select().from(trades).where(eq(trades.id, id)))[0]!;

describe('POST /api/trades/buy', () => {
  it('holds the price, sells the item, records an accepted purchase and declines the other offers on it', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 1000, cashCents: 2000 });
    const offerer = await member(t, { creditCents: 2000 });
    const listed = await item(t, seller.user, { valueCents: 2500, title: 'Wool coat' });
    const pending = await tradeOf(await cashOffer(offerer, listed.id, 2000), 201);

    const sale = await tradeOf(await buy(buyer, listed.id, 2500, 'mixed'), 201);
    expect(sale).toMatchObject({
      kind: 'purchase',
      status: 'accepted',
      role: 'requester',
      cashDifferenceCents: 2500,
    });
    // Neither wallet covers it alone: Mixed, all the credit, then cash; on hold, not paid.
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 0, cashCents: 500, heldCents: 2500 });
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });
    expect(await itemRow(listed.id)).toMatchObject({ status: 'sold', isAvailable: false });
    const agreed = await t.db.select().from(tradedItems).where(eq(tradedItems.itemId, listed.id));
    expect(agreed).toMatchObject([
      { tradeId: sale.id, side: 'wanted', title: 'Wool coat', valueCents: 2500 },
    ]);
    // The other offer is declined and its money released.
    expect((await tradeRow(pending.id)).status).toBe('rejected');
    expect(await balances(t, offerer.id)).toMatchObject({ creditCents: 2000, heldCents: 0 });
    // It completes when the buyer has the item (docs/decisions/039): one handover, the seller's item to the buyer.
    const opened = await t.db.select().from(tradeHandovers).where(eq(tradeHandovers.tradeId, sale.id));
    expect(opened).toMatchObject([{ giverId: seller.id, receiverId: buyer.id, state: 'choosing' }]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/messages/trade/${sale.id}`));
    expect(told.map((n) => [n.userId, n.title]).sort()).toEqual(
      [
        [buyer.id, 'Purchase confirmed'],
        [seller.id, 'Item Sold!'],
      ].sort(),
    );

    // Received: the seller is paid exactly the price.
    await handOverAll(sale.id, [buyer, seller]);
    expect((await tradeRow(sale.id)).status).toBe('completed');
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 2500 });
    expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 0, cashCents: 500 });
    await expectSoundLedger(t);
  });

  it('answers a repeated request (the same Idempotency-Key) with the same sale, holding the money once', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 5000 });
    const listed = await item(t, seller.user);
    const send = () =>
      buyer.client.request('/api/trades/buy', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `buy-${listed.id}` },
        body: JSON.stringify({ itemId: listed.id, priceCents: 2500, paymentMethod: 'credit' }),
      });
    const first = await tradeOf(await send(), 201);
    const again = await tradeOf(await send(), 201);
    expect(again.id).toBe(first.id);
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2500, heldCents: 2500 });
  });

  it('refuses, moving nothing: own item, sold, hidden, instant buying off, no price, a changed price, too little money', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 2000, cashCents: 300 });
    await expectError(await buy(seller, (await item(t, seller.user)).id), 400, m.ownItemBuy);
    await expectError(
      await buy(buyer, (await item(t, seller.user, { status: 'sold', isAvailable: false })).id),
      409,
      m.justSold,
    );
    await expectError(
      await buy(buyer, (await item(t, seller.user, { visibility: 'private' })).id),
      404,
      m.itemNotFound,
    );
    await expectError(await buy(buyer, (await item(t, seller.user, { buyNow: false })).id), 409, m.buyNowOff);
    await expectError(
      await buy(buyer, (await item(t, seller.user, { valueCents: null })).id),
      409,
      m.buyNowOff,
    );
    await expectError(
      await buy(buyer, (await item(t, seller.user, { valueCents: 2600 })).id),
      409,
      m.priceChanged,
    );
    const listed = await item(t, seller.user, { valueCents: 2200 });
    await expectError(await buy(buyer, listed.id, 2200, 'credit'), 409, m.paymentMethodNotAllowed);
    const dear = await item(t, seller.user, { valueCents: 2400 });
    await expectError(await buy(buyer, dear.id, 2400, 'mixed'), 409, INSUFFICIENT_FUNDS_MESSAGE);
    await expectError(
      await buyer.client.post('/api/trades/buy', {
        itemId: listed.id,
        priceCents: 2200,
        paymentMethod: 'cash',
        extra: 1,
      }),
      400,
      'Invalid json: Unrecognized key: "extra"',
    );
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2000, cashCents: 300, heldCents: 0 });
    expect((await itemRow(listed.id)).status).toBe('available');
  });

  it('lets the seller turn instant buying off and on per listing', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 5000 });
    const listed = await item(t, seller.user);
    const patch = (buyNow: boolean) =>
      seller.client.request(`/api/items/${listed.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ buyNow }),
      });
    expect(((await (await patch(false)).json()) as { buyNow: boolean }).buyNow).toBe(false);
    await expectError(await buy(buyer, listed.id), 409, m.buyNowOff);
    expect(((await (await patch(true)).json()) as { buyNow: boolean }).buyNow).toBe(true);
    await tradeOf(await buy(buyer, listed.id), 201);
  });
});

describe('races', () => {
  it('two buyers at once: exactly one buys, the other is told it has just been sold and keeps their money', async () => {
    for (let round = 0; round < 5; round++) {
      const seller = await member(t);
      const ann = await member(t, { creditCents: 2500 });
      const ben = await member(t, { creditCents: 2500 });
      const listed = await item(t, seller.user);
      const answers = await Promise.all([buy(ann, listed.id), buy(ben, listed.id)]);
      const won = answers.filter((res) => res.status === 201);
      expect(won).toHaveLength(1);
      const lost = answers.find((res) => res.status !== 201)!;
      await expectError(lost, 409, m.justSold);
      const winner = ((await won[0]!.json()) as Trade).requester.id === ann.id ? ann : ben;
      const loser = winner === ann ? ben : ann;
      expect(await balances(t, winner.id)).toMatchObject({ creditCents: 0, heldCents: 2500 });
      expect(await balances(t, loser.id)).toMatchObject({ creditCents: 2500, heldCents: 0 });
      expect(await t.db.select().from(trades).where(eq(trades.ownerItemId, listed.id))).toHaveLength(1);
    }
    await expectSoundLedger(t);
  });

  it('a buy and the acceptance of another offer at once: one of them takes the item, the other moves nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await member(t);
      const buyer = await member(t, { creditCents: 2500 });
      const offerer = await member(t, { creditCents: 2000 });
      const listed = await item(t, seller.user);
      const offer = await tradeOf(await cashOffer(offerer, listed.id, 2000), 201);
      const accepting = () => seller.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' });
      const [bought, accepted] =
        round % 2 === 0
          ? await Promise.all([buy(buyer, listed.id), accepting()])
          : await Promise.all([accepting(), buy(buyer, listed.id)]).then(([a, b]) => [b, a] as const);
      expect([bought.status, accepted.status].filter((status) => status < 300)).toHaveLength(1);
      if (bought.status === 201) {
        expect((await tradeRow(offer.id)).status).toBe('rejected');
        expect(await balances(t, offerer.id)).toMatchObject({ creditCents: 2000, heldCents: 0 });
      } else {
        await expectError(bought, 409, m.justSold);
        expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2500, heldCents: 0 });
        expect((await tradeRow(offer.id)).status).toBe('accepted');
      }
    }
    await expectSoundLedger(t);
  });

  it('a buy and the start of an auction of the item at once: never both', async () => {
    for (let round = 0; round < 4; round++) {
      const seller = await member(t);
      const buyer = await member(t, { creditCents: 2500 });
      const stream = await goLive(seller);
      const listed = await item(t, seller.user);
      const auctioning = () =>
        seller.client.post(`/api/live/streams/${stream.id}/auctions`, {
          itemId: listed.id,
          startingPriceCents: 1000,
        });
      const [bought, created] =
        round % 2 === 0
          ? await Promise.all([buy(buyer, listed.id), auctioning()])
          : await Promise.all([auctioning(), buy(buyer, listed.id)]).then(([a, b]) => [b, a] as const);
      expect([bought.status, created.status].filter((status) => status === 201)).toHaveLength(1);
      const auctionRows = await t.db.select().from(liveAuctions).where(eq(liveAuctions.itemId, listed.id));
      if (bought.status === 201) {
        expect(auctionRows).toEqual([]);
      } else {
        await expectError(bought, 409, LIVE_TEXTS.itemAtAuction);
        expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 2500, heldCents: 0 });
      }
      await seller.client.post(`/api/live/streams/${stream.id}/end`);
    }
    await expectSoundLedger(t);
  });
});
