import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes, HANDOVER_TEXTS, PROTECTION_MS, type Handover } from '@swapyard/domain';
import { notifications, tradeHandovers, trades } from '../../db/schema/index.ts';
import {
  startFakeShippingServer,
  type FakeShippingServer,
} from '../../platform/shipping/fake-shipping-server.ts';
import { easyPostShippingApi } from '../../platform/shipping/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
} from '../trades/trade-test-kit.ts';
import { releaseDue } from './deadlines.ts';
import { handoversOf, homeAddress } from './handover-test-kit.ts';

// Labels bought through the shipping API and its tracking webhooks (docs/product/handover.md "Shipping"), against the
// local EasyPost-compatible server: a label, duplicate and out-of-order events, bad signatures, and a delivery
// arriving as the buyer opens a dispute. Money moves: PostgreSQL (docs/decisions/019).
let fake: FakeShippingServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeShippingServer();
  const shippingApi = easyPostShippingApi({
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    retries: { sleep: async () => {} },
  });
  t = await createTestApp({ config: { authRateLimit: false }, shippingApi });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function handoverOf(res: Response, status = 200): Promise<Handover> {
  const body = (await res.json()) as Handover;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}
const handoverRow = async (id: string) =>
  (await t.db.select().from(tradeHandovers).where(eq(tradeHandovers.id, id)))[0]!;
/** Posts a tracking event as the API would (signed, raw body). */
const deliver = async (event: { body: string; headers: Record<string, string> }): Promise<Response> =>
  t.app.request('/api/webhooks/shipping', { method: 'POST', body: event.body, headers: event.headers });

/** A $25 sale that ships only, seller and buyer with addresses: the buyer's order waits to be shipped. */
async function order(): Promise<{ seller: Member; buyer: Member; tradeId: string; handover: Handover }> {
  const seller = await member(t);
  const buyer = await member(t, { creditCents: 5000 });
  for (const [who, name] of [
    [seller, 'Sam Seller'],
    [buyer, 'Bea Buyer'],
  ] as const) {
    expect((await who.client.post('/api/me/addresses', homeAddress(name))).status).toBe(201);
  }
  const coat = await item(t, seller.user, { valueCents: 2500, meetsUp: false });
  const trade = await tradeOf(
    await buyer.client.post('/api/trades/buy', {
      itemId: coat.id,
      priceCents: 2500,
      paymentMethod: 'credit',
    }),
    201,
  );
  const list = (await (await buyer.client.get(`/api/trades/${trade.id}/handovers`)).json()) as {
    buysLabels: boolean;
  };
  expect(list.buysLabels).toBe(true);
  return { seller, buyer, tradeId: trade.id, handover: (await handoversOf(buyer, trade.id))[0]! };
}

describe('a label bought through the shipping API', () => {
  it('ships at once with the carrier and tracking number, once however often it is asked, and reprints as sold', async () => {
    const { seller, buyer, handover } = await order();
    await expectError(
      await buyer.client.post(`/api/handovers/${handover.id}/label`),
      403,
      HANDOVER_TEXTS.labelNotYours,
    );
    // Two presses at once buy one label.
    const [first, second] = await Promise.all([
      seller.client.post(`/api/handovers/${handover.id}/label`),
      seller.client.post(`/api/handovers/${handover.id}/label`),
    ]);
    const shipped = await handoverOf(first);
    expect(await handoverOf(second)).toMatchObject({
      state: 'shipped',
      trackingNumber: shipped.trackingNumber,
    });
    expect(shipped).toMatchObject({ state: 'shipped', labelBought: true, trackingStatus: 'pre_transit' });
    expect(shipped.trackingUrl).toContain(shipped.trackingNumber!);
    const { shipmentId } = await handoverRow(handover.id);
    expect(fake.purchases.filter((id) => id === shipmentId)).toHaveLength(1);
    // The reprint is the carrier's label as sold, not ours.
    const label = await seller.client.get(`/api/handovers/${handover.id}/label`);
    expect(label.status).toBe(200);
    const sold = await fetch(fake.shipments.get(shipmentId!)!.postage_label!.label_url);
    expect(Buffer.from(await label.arrayBuffer()).equals(Buffer.from(await sold.arrayBuffer()))).toBe(true);
    // Shipped is not received: the buyer's money stays held.
    expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 2500 });
  });

  it('refuses while the API is down (503, nothing shipped), and works once it is back', async () => {
    const { seller, handover } = await order();
    fake.failNext(9, 503);
    const down = await seller.client.post(`/api/handovers/${handover.id}/label`);
    expect(down.status).toBe(503);
    expect((await handoverRow(handover.id)).state).toBe('awaiting_shipment');
    fake.failNext(0);
    expect((await handoverOf(await seller.client.post(`/api/handovers/${handover.id}/label`))).state).toBe(
      'shipped',
    );
  });
});

describe('tracking webhooks', () => {
  it('refuses a bad signature; a duplicate or out-of-order event changes nothing; delivered starts the protection', async () => {
    const { seller, handover } = await order();
    await seller.client.post(`/api/handovers/${handover.id}/label`);
    const { shipmentId } = await handoverRow(handover.id);

    const forged = fake.trackingEvent(shipmentId!, 'delivered', { secret: 'not-the-secret' });
    expect((await deliver(forged)).status).toBe(401);
    expect((await handoverRow(handover.id)).state).toBe('shipped');

    const moving = fake.trackingEvent(shipmentId!, 'in_transit');
    expect((await deliver(moving)).status).toBe(200);
    expect((await handoverRow(handover.id)).trackingStatus).toBe('in_transit');

    const arrived = fake.trackingEvent(shipmentId!, 'delivered');
    expect((await deliver(arrived)).status).toBe(200);
    expect((await deliver(arrived)).status).toBe(200);
    // A late 'in transit' after delivery is stale.
    expect((await deliver(fake.trackingEvent(shipmentId!, 'in_transit'))).status).toBe(200);
    const row = await handoverRow(handover.id);
    expect(row).toMatchObject({ state: 'delivered', trackingStatus: 'delivered' });
    const deliveredAt = row.deliveredAt!.getTime();
    // The repeat moved nothing: one delivered notice to the seller.
    const [seen] = await handoversOf(seller, handover.tradeId);
    expect(seen).toMatchObject({ state: 'delivered', trackingStatus: 'delivered' });
    expect(new Date(seen!.releaseAt!).getTime()).toBe(deliveredAt + PROTECTION_MS);
    // Both are told once: the seller that it arrived, the buyer that the carrier says so and the window started.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, appRoutes.tradeConversation(handover.tradeId)));
    const titles = told.map((n) => n.title);
    expect(titles.filter((title) => title === 'Item delivered')).toHaveLength(1);
    expect(titles.filter((title) => title === 'Your item was delivered')).toHaveLength(1);
    // An event of a shipment not ours, or of a kind not used, is acknowledged and dropped.
    const notOurs = fake.trackingEvent(shipmentId!, 'delivered').body.replaceAll(shipmentId!, 'shp_not_ours');
    const notOursHeaders = { 'content-type': 'application/json', 'x-hmac-signature': fake.sign(notOurs) };
    expect((await deliver({ body: notOurs, headers: notOursHeaders })).status).toBe(200);
    const notUsed = JSON.stringify({
      id: 'evt_other',
      object: 'Event',
      description: 'batch.updated',
      result: {},
    });
    expect(
      (await deliver({ body: notUsed, headers: { 'x-hmac-signature': fake.sign(notUsed) } })).status,
    ).toBe(200);
  });

  it('delivered at the moment a dispute is opened: both recorded, the money held for staff (x4)', async () => {
    for (let round = 0; round < 4; round++) {
      const { seller, buyer, tradeId, handover } = await order();
      await seller.client.post(`/api/handovers/${handover.id}/label`);
      const { shipmentId } = await handoverRow(handover.id);
      const [webhook, dispute] = await Promise.all([
        deliver(fake.trackingEvent(shipmentId!, 'delivered')).then((res) => res.status),
        buyer.client
          .post(`/api/trades/${tradeId}/disputes`, { type: 'not_as_described', description: 'Torn sleeve.' })
          .then((res) => res.status),
      ]);
      expect([webhook, dispute]).toEqual([200, 201]);
      expect((await handoverRow(handover.id)).state).toBe('delivered');
      // The protection window ends: still held, the dispute decides.
      await t.db
        .update(tradeHandovers)
        .set({ deliveredAt: new Date(Date.now() - PROTECTION_MS - 1000) })
        .where(eq(tradeHandovers.id, handover.id));
      await releaseDue({ db: t.db }, handover.id);
      const [trade] = await t.db.select().from(trades).where(eq(trades.id, tradeId));
      expect(trade).toMatchObject({ status: 'accepted', disputeOpen: true });
      expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 2500 });
      expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });
    }
    await expectSoundLedger(t);
  });
});
