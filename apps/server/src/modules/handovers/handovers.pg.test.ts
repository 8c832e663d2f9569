import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disputeCaseSchema,
  HANDOVER_TEXTS,
  handoverSchema,
  PROTECTION_MS,
  SHIP_WITHIN_MS,
  SHIPPED_RECEIVED_AFTER_MS,
  AUTO_CANCEL_MS,
  type Handover,
} from '@swapyard/domain';
import { items, jobs, notifications, tradeHandovers, trades } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
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
import { autoCancel, releaseDue, remindOverdue } from './deadlines.ts';
import { handoversOf, homeAddress, postStep } from './handover-test-kit.ts';
import { remindMeetup } from './reminders.ts';

// Money moves on every release and refund here: PostgreSQL (docs/decisions/019, addendum of 2026-11-27).
const h = HANDOVER_TEXTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const home = homeAddress();
const buy = (who: Member, itemId: string, priceCents = 2500) =>
  who.client.post('/api/trades/buy', { itemId, priceCents, paymentMethod: 'credit' });
async function handoverOf(res: Response, status = 200): Promise<Handover> {
  const body = (await res.json()) as Handover;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return handoverSchema.parse(body);
}
const post = postStep;
const tradeRow = async (id: string) => (await t.db.select().from(trades).where(eq(trades.id, id)))[0]!;
/** Moves a handover's clock back, as if its trade had been accepted (or it shipped, or arrived) `ms` ago. */
async function ago(handoverId: string, column: 'acceptedAt' | 'shippedAt' | 'deliveredAt', ms: number) {
  await t.db
    .update(tradeHandovers)
    .set({ [column]: new Date(Date.now() - ms) })
    .where(eq(tradeHandovers.id, handoverId));
}
async function addressOf(who: Member, input: object = home): Promise<string> {
  const res = await who.client.post('/api/me/addresses', input);
  const body = (await res.json()) as { addresses: Array<{ id: string; line1: string }> };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.addresses.at(-1)!.id;
}

/** A Buy now of a $25 listing that ships and meets up: the seller, the buyer and the sale's one handover. */
async function sale(listing: { ships?: boolean; meetsUp?: boolean } = {}) {
  const seller = await member(t);
  const buyer = await member(t, { creditCents: 5000 });
  const listed = await item(t, seller.user, { valueCents: 2500, title: 'Wool coat', ...listing });
  const trade = await tradeOf(await buy(buyer, listed.id), 201);
  const [handover] = await handoversOf(buyer, trade.id);
  return { seller, buyer, listed, trade, handover: handover! };
}

describe('the address book', () => {
  it('keeps one default, refuses bad input and the eleventh address, and is private to its member', async () => {
    const bea = await member(t);
    const sam = await member(t);
    const first = await addressOf(bea);
    await addressOf(bea, { ...home, line1: '2 Side St', isDefault: true });
    let book = (await (await bea.client.get('/api/me/addresses')).json()) as {
      addresses: Array<{ id: string; line1: string; isDefault: boolean; country: string }>;
    };
    expect(book.addresses.map((a) => [a.line1, a.isDefault])).toEqual([
      ['2 Side St', true],
      ['1 Main St', false],
    ]);
    expect(book.addresses[0]!.country).toBe('US');
    // Another member's address does not exist for them, to read, change or remove.
    expect((await sam.client.get('/api/me/addresses')).status).toBe(200);
    expect(
      ((await (await sam.client.get('/api/me/addresses')).json()) as { addresses: [] }).addresses,
    ).toEqual([]);
    await expectError(await sam.client.put(`/api/me/addresses/${first}`, home), 404, h.addressNotFound);
    await expectError(await sam.client.delete(`/api/me/addresses/${first}`), 404, h.addressNotFound);
    // A missing line and an unknown key are refused with the field's wording; nothing is written.
    const missing = await bea.client.post('/api/me/addresses', { ...home, line1: ' ' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('Please enter the address');
    expect((await bea.client.post('/api/me/addresses', { ...home, phone: '1' })).status).toBe(400);
    // Removing the default makes the oldest left the default.
    book = (await (
      await bea.client.delete(`/api/me/addresses/${book.addresses[0]!.id}`)
    ).json()) as typeof book;
    expect(book.addresses.map((a) => [a.id, a.isDefault])).toEqual([[first, true]]);
    for (let n = 1; n < 10; n++) await addressOf(bea, { ...home, line1: `${n} Elm St` });
    await expectError(await bea.client.post('/api/me/addresses', home), 409, h.tooManyAddresses);
  });
});

describe('shipping a sale', () => {
  it('chosen, labelled, shipped, delivered and released after Everything OK: the seller is paid only then', async () => {
    const { seller, buyer, trade, handover } = await sale();
    expect(trade.handover).toBe(true);
    expect(handover).toMatchObject({
      role: 'receiver',
      state: 'choosing',
      methods: ['ship', 'meetup'],
      address: null,
    });
    // Confirming the old way is refused: receipt completes it.
    await expectError(await buyer.client.post(`/api/trades/${trade.id}/confirm`), 409, h.completesOnReceipt);
    // Only the receiver chooses; shipping needs one of their own addresses.
    const sellersAddress = await addressOf(seller, { ...home, name: 'Sam Seller' });
    await expectError(
      await post(seller, handover.id, 'method', { method: 'meetup' }),
      403,
      h.onlyReceiverChooses,
    );
    expect((await post(buyer, handover.id, 'method', { method: 'ship' })).status).toBe(400);
    await expectError(
      await post(buyer, handover.id, 'method', { method: 'ship', addressId: sellersAddress }),
      404,
      h.addressNotFound,
    );
    const addressId = await addressOf(buyer);
    const chosen = await handoverOf(await post(buyer, handover.id, 'method', { method: 'ship', addressId }));
    expect(chosen).toMatchObject({
      state: 'awaiting_shipment',
      method: 'ship',
      address: { line1: '1 Main St' },
    });
    expect(new Date(chosen.shipBy!).getTime() - new Date(trade.respondedAt!).getTime()).toBe(SHIP_WITHIN_MS);
    await expectError(await post(buyer, handover.id, 'method', { method: 'meetup' }), 409, h.alreadyChosen);

    // The label: the giver's only, a PDF.
    await expectError(await buyer.client.get(`/api/handovers/${handover.id}/label`), 403, h.labelNotYours);
    const label = await seller.client.get(`/api/handovers/${handover.id}/label`);
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A tracking number that fits no pattern of the carrier is refused; a good one ships it, with the carrier's link.
    const wrong = await post(seller, handover.id, 'shipment', { carrier: 'ups', trackingNumber: '12345' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('does not look like a UPS number');
    await expectError(
      await post(buyer, handover.id, 'shipment', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
      403,
      h.onlyGiverShips,
    );
    const shipped = await handoverOf(
      await post(seller, handover.id, 'shipment', {
        carrier: 'ups',
        trackingNumber: '1z 999 aa1 0123456784',
      }),
    );
    expect(shipped).toMatchObject({
      state: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      carrierName: 'UPS',
    });
    await expectError(await post(buyer, handover.id, 'cancel'), 409, h.notAwaitingShipment);

    // Delivered: 2 days of protection; the money is still held.
    const delivered = await handoverOf(await post(buyer, handover.id, 'received'));
    expect(delivered.state).toBe('delivered');
    expect(new Date(delivered.releaseAt!).getTime() - new Date(delivered.deliveredAt!).getTime()).toBe(
      PROTECTION_MS,
    );
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });
    expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 2500 });
    const release = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `handover.release:${handover.id}:delivered`));
    expect(release).toHaveLength(1);

    // Everything OK: received at once, the trade completes and the seller is paid exactly the price.
    const ok = await handoverOf(await post(buyer, handover.id, 'everything-ok'));
    expect(ok.state).toBe('received');
    expect((await tradeRow(trade.id)).status).toBe('completed');
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 2500 });
    expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 0, creditCents: 2500 });
    // The release job, run later, finds nothing to do.
    expect(await releaseDue({ db: t.db }, handover.id)).toBeUndefined();
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 2500 });
    await expectSoundLedger(t);
  });

  it('releases on its own 2 days after delivery, and 14 days after shipping when never marked delivered', async () => {
    const first = await sale({ meetsUp: false });
    // Ships only and the buyer has no address yet: they are asked for one.
    expect(first.handover).toMatchObject({ state: 'choosing', methods: ['ship'] });
    await expectError(
      await post(first.buyer, first.handover.id, 'method', { method: 'meetup' }),
      409,
      h.methodNotOffered,
    );
    await post(first.buyer, first.handover.id, 'method', {
      method: 'ship',
      addressId: await addressOf(first.buyer),
    });
    await post(first.seller, first.handover.id, 'shipment', {
      carrier: 'other',
      trackingNumber: 'PARCEL-0001',
    });
    await post(first.buyer, first.handover.id, 'received');
    // Not due: asks to run again at the release date.
    const early = await releaseDue({ db: t.db }, first.handover.id);
    expect(early).toHaveProperty('retryAt');
    await ago(first.handover.id, 'deliveredAt', PROTECTION_MS + 1000);
    await releaseDue({ db: t.db }, first.handover.id);
    expect((await tradeRow(first.trade.id)).status).toBe('completed');
    expect(await balances(t, first.seller.id)).toMatchObject({ cashCents: 2500 });

    // A buyer with a default address and a listing that only ships: straight to awaiting shipment.
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 2500 });
    await addressOf(buyer);
    const listed = await item(t, seller.user, { valueCents: 2500, meetsUp: false });
    const trade = await tradeOf(await buy(buyer, listed.id), 201);
    const [handover] = await handoversOf(seller, trade.id);
    expect(handover).toMatchObject({
      role: 'giver',
      state: 'awaiting_shipment',
      address: { city: 'Springfield' },
    });
    await post(seller, handover!.id, 'shipment', {
      carrier: 'usps',
      trackingNumber: '9400111899223344556677',
    });
    await ago(handover!.id, 'shippedAt', SHIPPED_RECEIVED_AFTER_MS - 60_000);
    expect(await releaseDue({ db: t.db }, handover!.id)).toHaveProperty('retryAt');
    await ago(handover!.id, 'shippedAt', SHIPPED_RECEIVED_AFTER_MS + 1000);
    await releaseDue({ db: t.db }, handover!.id);
    expect((await tradeRow(trade.id)).status).toBe('completed');
    await expectSoundLedger(t);
  });
});

describe('not shipped in time', () => {
  it('the buyer may cancel after 5 days and is refunded in full; the item is back on sale', async () => {
    const { seller, buyer, listed, trade, handover } = await sale();
    await post(buyer, handover.id, 'method', { method: 'ship', addressId: await addressOf(buyer) });
    const early = await post(buyer, handover.id, 'cancel');
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain('You can cancel after that');
    await ago(handover.id, 'acceptedAt', SHIP_WITHIN_MS + 1000);
    await expectError(await post(seller, handover.id, 'cancel'), 403, h.onlyReceiverCancels);
    // Both told once at the ship-by date, however often the job runs.
    await remindOverdue({ db: t.db }, handover.id);
    await remindOverdue({ db: t.db }, handover.id);
    const cancelled = await handoverOf(await post(buyer, handover.id, 'cancel'));
    expect(cancelled.state).toBe('cancelled');
    expect((await tradeRow(trade.id)).status).toBe('cancelled');
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 5000, heldCents: 0 });
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });
    const [back] = await t.db.select().from(items).where(eq(items.id, listed.id));
    expect(back).toMatchObject({ status: 'available', isAvailable: true });
    await expectError(
      await post(seller, handover.id, 'shipment', { carrier: 'other', trackingNumber: 'LATE-0001' }),
      409,
      h.notAwaitingShipment,
    );
    // It can be bought again.
    const again = await member(t, { creditCents: 2500 });
    expect((await buy(again, listed.id)).status).toBe(201);
    await expectSoundLedger(t);
  });

  it('is cancelled and refunded by the job at 7 days; not when something of the trade was sent', async () => {
    const { buyer, trade, handover } = await sale();
    expect(await autoCancel({ db: t.db }, trade.id)).toHaveProperty('retryAt');
    await ago(handover.id, 'acceptedAt', AUTO_CANCEL_MS + 1000);
    await autoCancel({ db: t.db }, trade.id);
    await autoCancel({ db: t.db }, trade.id);
    expect((await tradeRow(trade.id)).status).toBe('cancelled');
    expect(await balances(t, buyer.id)).toMatchObject({ creditCents: 5000, heldCents: 0 });

    // A swap: one side shipped, the other late. Not cancelled: a dispute is the way.
    const ana = await member(t);
    const bo = await member(t);
    const anasItem = await item(t, ana.user, { valueCents: 2000, meetsUp: false });
    const bosItem = await item(t, bo.user, { valueCents: 2000, meetsUp: false });
    const offer = await tradeOf(
      await bo.client.post('/api/trades', {
        kind: 'trade',
        ownerItemId: anasItem.id,
        offeredItemIds: [bosItem.id],
      }),
      201,
    );
    await tradeOf(await ana.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' }));
    const legs = await handoversOf(ana, offer.id);
    expect(legs.map((leg) => [leg.role, leg.state])).toEqual([
      ['giver', 'choosing'],
      ['receiver', 'choosing'],
    ]);
    const [toBo, toAna] = legs;
    await post(bo, toBo!.id, 'method', { method: 'ship', addressId: await addressOf(bo) });
    await post(ana, toAna!.id, 'method', { method: 'ship', addressId: await addressOf(ana) });
    await post(bo, toAna!.id, 'shipment', { carrier: 'other', trackingNumber: 'SWAP-0001' });
    for (const leg of legs) await ago(leg.id, 'acceptedAt', AUTO_CANCEL_MS + 1000);
    await autoCancel({ db: t.db }, offer.id);
    expect((await tradeRow(offer.id)).status).toBe('accepted');
    await expectError(await post(bo, toBo!.id, 'cancel'), 409, h.partlyHandedOver);
    await expectSoundLedger(t);
  });
});

describe('who sees what', () => {
  it('the shipping address is never in a public answer; outsiders see no handover', async () => {
    const { seller, buyer, trade, handover } = await sale();
    await post(buyer, handover.id, 'method', { method: 'ship', addressId: await addressOf(buyer) });
    const outsider = await member(t);
    expect((await outsider.client.get(`/api/trades/${trade.id}/handovers`)).status).toBe(404);
    expect((await post(outsider, handover.id, 'received')).status).toBe(404);
    expect((await outsider.client.get(`/api/handovers/${handover.id}/label`)).status).toBe(404);
    // The seller's public pages and the item never carry the buyer's address.
    for (const path of [
      `/api/items/${trade.ownerItem!.id}`,
      `/api/profiles/${seller.id}`,
      `/api/items?userId=${seller.id}`,
    ]) {
      const text = await (await outsider.client.get(path)).text();
      expect(text).not.toContain('1 Main St');
    }
    const sellerView = await handoversOf(seller, trade.id);
    expect(sellerView[0]!.address).toMatchObject({ line1: '1 Main St' });
  });
});

describe('races', () => {
  it('Everything OK twice at once and a cancel against a shipment: one wins, money moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, trade, handover } = await sale();
      await post(buyer, handover.id, 'method', { method: 'ship', addressId: await addressOf(buyer) });
      await post(seller, handover.id, 'shipment', { carrier: 'other', trackingNumber: `RACE-${round}000` });
      const statuses = await Promise.all([
        post(buyer, handover.id, 'everything-ok').then((res) => res.status),
        post(buyer, handover.id, 'everything-ok').then((res) => res.status),
        releaseDue({ db: t.db }, handover.id).then(() => 0),
      ]);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect((await tradeRow(trade.id)).status).toBe('completed');
      expect(await balances(t, seller.id)).toMatchObject({ cashCents: 2500 });

      const late = await sale();
      await post(late.buyer, late.handover.id, 'method', {
        method: 'ship',
        addressId: await addressOf(late.buyer),
      });
      await ago(late.handover.id, 'acceptedAt', SHIP_WITHIN_MS + 1000);
      const [cancel, ship] = await Promise.all([
        post(late.buyer, late.handover.id, 'cancel').then((res) => res.status),
        post(late.seller, late.handover.id, 'shipment', {
          carrier: 'other',
          trackingNumber: `RACE-${round}111`,
        }).then((res) => res.status),
      ]);
      expect([cancel, ship].sort()).toEqual([200, 409]);
      const final = await tradeRow(late.trade.id);
      expect(final.status).toBe(cancel === 200 ? 'cancelled' : 'accepted');
      expect(await balances(t, late.buyer.id)).toMatchObject({ heldCents: cancel === 200 ? 0 : 2500 });
    }
    await expectSoundLedger(t);
  });
});

/** A swap of two $20 items that only meet up: Ana owns the wanted item, Bo offered his. Both legs 'arranging'. */
async function meetupSwap() {
  const ana = await member(t);
  const bo = await member(t, { creditCents: 1000 });
  const anasItem = await item(t, ana.user, { valueCents: 2000, ships: false, title: 'Red scarf' });
  const bosItem = await item(t, bo.user, { valueCents: 2000, ships: false, title: 'Blue hat' });
  const offer = await tradeOf(
    await bo.client.post('/api/trades', {
      kind: 'trade',
      ownerItemId: anasItem.id,
      offeredItemIds: [bosItem.id],
      cashCents: 500,
      paymentMethod: 'credit',
    }),
    201,
  );
  await tradeOf(await ana.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' }));
  const [toBo, toAna] = await handoversOf(bo, offer.id);
  return { ana, bo, trade: offer, toBo: toBo!, toAna: toAna! };
}
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const codeOf = async (who: Member, tradeId: string, handoverId: string) =>
  (await handoversOf(who, tradeId)).find((each) => each.id === handoverId)!.handoverCode!;

describe('a meetup', () => {
  it('proposed, countered, agreed with reminders and a calendar file, handed over with the code', async () => {
    const { ana, bo, trade, toBo, toAna } = await meetupSwap();
    expect([toBo.state, toAna.state]).toEqual(['arranging', 'arranging']);
    // Past and too far ahead are refused; nothing is written.
    await expectError(
      await post(bo, toBo.id, 'meetup', { at: inHours(-1), place: 'Central Library' }),
      400,
      h.meetupInPast,
    );
    await expectError(
      await post(bo, toBo.id, 'meetup', { at: inHours(31 * 24), place: 'Central Library' }),
      400,
      h.meetupTooFar,
    );
    await handoverOf(await post(bo, toBo.id, 'meetup', { at: inHours(30), place: 'Central Library' }));
    await expectError(await post(bo, toBo.id, 'meetup/accept'), 409, h.ownProposal);
    // Ana counters with another time; Bo accepts it.
    const at = inHours(48);
    const countered = await handoverOf(await post(ana, toBo.id, 'meetup', { at, place: 'Station café' }));
    expect(countered.meetup).toMatchObject({ place: 'Station café', proposedBy: ana.id, agreedAt: null });
    const agreed = await handoverOf(await post(bo, toBo.id, 'meetup/accept'));
    expect(agreed.state).toBe('meetup_agreed');
    // Bo receives the scarf: he holds the code; Ana, who hands it over, does not see it.
    expect(agreed.handoverCode).toMatch(/^\d{6}$/);
    const anasView = (await handoversOf(ana, trade.id)).find((each) => each.id === toBo.id)!;
    expect(anasView.handoverCode).toBeNull();
    expect(anasView.codeTriesLeft).toBe(5);
    const reminders = await t.db.select().from(jobs).where(eq(jobs.kind, 'handover.meetup_reminder'));
    expect(
      reminders.filter((job) => (job.payload as { handoverId: string }).handoverId === toBo.id),
    ).toHaveLength(2);

    const ics = await ana.client.get(`/api/handovers/${toBo.id}/meetup.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const calendar = await ics.text();
    expect(calendar).toContain(`DTSTART:${at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(calendar).toContain('LOCATION:Station café');
    expect((await post(await member(t), toBo.id, 'code', { code: '000000' })).status).toBe(404);

    // Wrong codes count, even though each is refused; the fifth changes the code.
    const code = agreed.handoverCode!;
    const wrong = code === '000000' ? '111111' : '000000';
    await expectError(await post(bo, toBo.id, 'code', { code }), 403, h.onlyGiverEntersCode);
    for (let left = 4; left >= 1; left--) {
      await expectError(await post(ana, toBo.id, 'code', { code: wrong }), 400, h.wrongCode(left));
    }
    await expectError(await post(ana, toBo.id, 'code', { code: wrong }), 409, h.codeChanged);
    const fresh = await codeOf(bo, trade.id, toBo.id);
    if (fresh !== code) {
      await expectError(await post(ana, toBo.id, 'code', { code }), 400, h.wrongCode(4));
    }
    const handed = await handoverOf(await post(ana, toBo.id, 'code', { code: fresh }));
    expect(handed.state).toBe('received');
    // One direction received: the money waits for the other.
    expect((await tradeRow(trade.id)).status).toBe('accepted');
    expect(await balances(t, ana.id)).toMatchObject({ cashCents: 0 });

    // The other direction at once, then the trade completes and Bo's $5 is paid to Ana.
    await post(ana, toAna.id, 'meetup', { at: inHours(2), place: 'Station café' });
    await post(bo, toAna.id, 'meetup/accept');
    await handoverOf(await post(bo, toAna.id, 'code', { code: await codeOf(ana, trade.id, toAna.id) }));
    expect((await tradeRow(trade.id)).status).toBe('completed');
    expect(await balances(t, ana.id)).toMatchObject({ cashCents: 500 });
    expect(await balances(t, bo.id)).toMatchObject({ heldCents: 0, creditCents: 500 });
    await expectSoundLedger(t);
  });

  it('reminds both in the app and by e-mail, only of the meetup as agreed', async () => {
    const { ana, bo, toBo } = await meetupSwap();
    const at = inHours(25);
    await post(ana, toBo.id, 'meetup', { at, place: 'Central Library' });
    await post(bo, toBo.id, 'meetup/accept');
    const before = (await t.outbox.list()).length;
    await remindMeetup(
      { db: t.db, mailer: t.outbox, publicUrl: 'http://swapyard.test' },
      { handoverId: toBo.id, at, hours: 24 },
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'meetup_reminder'));
    expect(told.filter((n) => [ana.id, bo.id].includes(n.userId)).map((n) => n.title)).toEqual([
      'Meetup tomorrow',
      'Meetup tomorrow',
    ]);
    const mails = (await t.outbox.list()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Central Library');
    // A meetup moved since: the old reminder says nothing.
    await remindMeetup(
      { db: t.db, mailer: t.outbox, publicUrl: 'http://swapyard.test' },
      { handoverId: toBo.id, at: inHours(3), hours: 1 },
    );
    expect((await t.outbox.list()).length).toBe(before + 2);
  });

  it('a no-show is reported after the time only; calling it off by both cancels and refunds the trade', async () => {
    const { ana, bo, trade, toBo } = await meetupSwap();
    await post(ana, toBo.id, 'meetup', { at: inHours(3), place: 'Central Library' });
    await post(bo, toBo.id, 'meetup/accept');
    await expectError(await post(bo, toBo.id, 'meetup/no-show'), 409, h.notMetYet);
    await t.db
      .update(tradeHandovers)
      .set({ meetupAt: new Date(Date.now() - 60_000) })
      .where(eq(tradeHandovers.id, toBo.id));
    const reported = await handoverOf(await post(bo, toBo.id, 'meetup/no-show'));
    expect(reported).toMatchObject({ state: 'arranging', meetup: null, handoverCode: null });

    const asked = await handoverOf(await post(ana, toBo.id, 'meetup/cancel'));
    expect(asked.meetup).toBeNull();
    expect(
      (await t.db.select().from(tradeHandovers).where(eq(tradeHandovers.id, toBo.id)))[0]!
        .meetupCancelAskedBy,
    ).toEqual([ana.id]);
    await expectError(await post(ana, toBo.id, 'meetup/cancel'), 409, h.cancelAlreadyAsked);
    const called = await handoverOf(await post(bo, toBo.id, 'meetup/cancel'));
    expect(called.state).toBe('cancelled');
    expect((await tradeRow(trade.id)).status).toBe('cancelled');
    expect(await balances(t, bo.id)).toMatchObject({ creditCents: 1000, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('races: the right code twice at once, and the code against calling it off: money moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const { ana, bo, trade, toBo, toAna } = await meetupSwap();
      for (const [leg, proposer, accepter] of [
        [toBo, ana, bo],
        [toAna, bo, ana],
      ] as const) {
        await post(proposer, leg.id, 'meetup', { at: inHours(5), place: 'Central Library' });
        await post(accepter, leg.id, 'meetup/accept');
      }
      await handoverOf(await post(bo, toAna.id, 'code', { code: await codeOf(ana, trade.id, toAna.id) }));
      const code = await codeOf(bo, trade.id, toBo.id);
      const twice = await Promise.all([
        post(ana, toBo.id, 'code', { code }).then((res) => res.status),
        post(ana, toBo.id, 'code', { code }).then((res) => res.status),
      ]);
      expect(twice.sort()).toEqual([200, 409]);
      expect((await tradeRow(trade.id)).status).toBe('completed');
      expect(await balances(t, ana.id)).toMatchObject({ cashCents: 500 });

      const other = await meetupSwap();
      await post(other.ana, other.toBo.id, 'meetup', { at: inHours(5), place: 'Central Library' });
      await post(other.bo, other.toBo.id, 'meetup/accept');
      await post(other.bo, other.toBo.id, 'meetup/cancel');
      const [coded, called] = await Promise.all([
        post(other.ana, other.toBo.id, 'code', {
          code: await codeOf(other.bo, other.trade.id, other.toBo.id),
        }).then((res) => res.status),
        post(other.ana, other.toBo.id, 'meetup/cancel').then((res) => res.status),
      ]);
      const final = await tradeRow(other.trade.id);
      if (coded === 200) {
        // Handed over first: calling off then finds part of the trade handed over.
        expect(called).toBe(409);
        expect(final.status).toBe('accepted');
      } else {
        expect(called).toBe(200);
        expect(final.status).toBe('cancelled');
        expect(await balances(t, other.bo.id)).toMatchObject({ heldCents: 0, creditCents: 1000 });
      }
    }
    await expectSoundLedger(t);
  });
});

describe('buyer protection and disputes', () => {
  it('a problem reported within the 2 days keeps the money held; staff see the handover history', async () => {
    const { seller, buyer, trade, handover } = await sale();
    await post(buyer, handover.id, 'method', { method: 'ship', addressId: await addressOf(buyer) });
    await post(seller, handover.id, 'shipment', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    await post(buyer, handover.id, 'received');
    const filed = await buyer.client.post(`/api/trades/${trade.id}/disputes`, {
      type: 'not_as_described',
      description: 'The coat has a tear on the sleeve.',
    });
    expect(filed.status, await filed.clone().text()).toBe(201);
    const { id: disputeId } = (await filed.json()) as { id: string };
    // The release date passes: the handover counts as received, but the money waits for staff.
    await ago(handover.id, 'deliveredAt', PROTECTION_MS + 1000);
    await releaseDue({ db: t.db }, handover.id);
    expect((await tradeRow(trade.id)).status).toBe('accepted');
    expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 2500 });
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });

    const moderator = await signedInClient(t, await createUser(t, { role: 'moderator' }));
    const detail = disputeCaseSchema.parse(
      await (await moderator.get(`/api/admin/disputes/${disputeId}`)).json(),
    );
    const events = detail.timeline.map((entry) => entry.event);
    expect(
      events.some((e) =>
        e.endsWith(': shipped with UPS (1Z999AA10123456784) to Bea Buyer, 1 Main St, 12345 Springfield, US'),
      ),
    ).toBe(true);
    expect(events.some((e) => e.startsWith("'Wool coat' to "))).toBe(true);
    expect(events.some((e) => e.endsWith(': marked delivered'))).toBe(true);
    expect(events.some((e) => e.endsWith(': received'))).toBe(true);
  });

  it('the release job and a dispute at once: either paid before the dispute, or held for staff (x4)', async () => {
    for (let round = 0; round < 4; round++) {
      const { seller, buyer, trade, handover } = await sale();
      await post(buyer, handover.id, 'method', { method: 'ship', addressId: await addressOf(buyer) });
      await post(seller, handover.id, 'shipment', { carrier: 'other', trackingNumber: `RACE-${round}222` });
      await post(buyer, handover.id, 'received');
      await ago(handover.id, 'deliveredAt', PROTECTION_MS + 1000);
      const [filed] = await Promise.all([
        buyer.client
          .post(`/api/trades/${trade.id}/disputes`, { type: 'other', description: 'Not what I expected.' })
          .then((res) => res.status),
        releaseDue({ db: t.db }, handover.id),
      ]);
      expect(filed).toBe(201);
      const row = await tradeRow(trade.id);
      if (row.status === 'completed') {
        // Released first: paid exactly once; the dispute is about a completed trade.
        expect(await balances(t, seller.id)).toMatchObject({ cashCents: 2500 });
      } else {
        expect(row).toMatchObject({ status: 'accepted', disputeOpen: true });
        expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 2500 });
        expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });
      }
    }
    await expectSoundLedger(t);
  });
});

describe('the auto-cancel job and a dispute', () => {
  it('leaves a late order with an open dispute to staff: nothing moves, the job does not fail', async () => {
    const { buyer, trade, handover } = await sale();
    const filed = await buyer.client.post(`/api/trades/${trade.id}/disputes`, {
      type: 'item_not_received',
      description: 'Nothing has been sent.',
    });
    expect(filed.status).toBe(201);
    await ago(handover.id, 'acceptedAt', AUTO_CANCEL_MS + 1000);
    await expect(autoCancel({ db: t.db }, trade.id)).resolves.toBeUndefined();
    expect((await tradeRow(trade.id)).status).toBe('accepted');
    expect(await balances(t, buyer.id)).toMatchObject({ heldCents: 2500 });
  });
});
