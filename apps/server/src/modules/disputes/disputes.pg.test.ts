import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  disputeCaseSchema,
  disputeSchema,
  disputeTexts,
  staffDisputeListSchema,
  staffDisputeSchema,
  tradeDisputesSchema,
  type Trade,
} from '@swapyard/domain';
import { disputes, trades } from '../../db/schema/index.ts';
import { createUser, signedInClient, storedPhoto } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  tradeOf,
  type Member,
  acceptedBeforeHandovers,
} from '../trades/trade-test-kit.ts';

let t: TestApp;
let moderator: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  moderator = await signedInClient(t, await createUser(t, { username: 'dispute_mod', role: 'moderator' }));
});
afterAll(() => t.close());

/** Alice buys Bob's item for $40 cash and Bob accepts: the $40 is held until the trade completes. */
async function acceptedSale(): Promise<{ alice: Member; bob: Member; trade: Trade }> {
  const alice = await member(t, { cashCents: 4000 });
  const bob = await member(t);
  const wanted = await item(t, bob.user, { title: 'Disputed jacket', valueCents: 4000 });
  const offer = await tradeOf(
    await alice.client.post('/api/trades', {
      kind: 'cash',
      ownerItemId: wanted.id,
      cashCents: 4000,
      paymentMethod: 'cash',
    }),
    201,
  );
  const trade = await tradeOf(await bob.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' }));
  // The money rules staff apply are the same for both; confirming is the rule before handovers (decision 039).
  await acceptedBeforeHandovers(t, trade.id);
  return { alice, bob, trade };
}

const file = (who: Member, tradeId: string, body: Record<string, unknown> = {}) =>
  who.client.post(`/api/trades/${tradeId}/disputes`, {
    type: 'item_not_received',
    description: 'Nothing arrived after ten days.',
    ...body,
  });

const decide = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request(`/api/admin/disputes/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('opening a dispute (docs/product/disputes.md)', () => {
  it('lets a party dispute an accepted trade once, with photos; the trade cannot complete meanwhile', async () => {
    const { alice, bob, trade } = await acceptedSale();
    const photo = await storedPhoto(t, alice.id);
    const res = await file(alice, trade.id, { photos: [photo] });
    expect(res.status).toBe(201);
    const dispute = disputeSchema.parse(await res.json());
    expect(dispute).toMatchObject({
      tradeId: trade.id,
      type: 'item_not_received',
      priority: 'high',
      status: 'open',
      initiator: { id: alice.id },
    });
    expect(dispute.photos.map((p) => p.id)).toEqual([photo.id]);

    await expectError(await file(bob, trade.id), 409, disputeTexts.alreadyOpen);
    expect((await bob.client.post(`/api/trades/${trade.id}/confirm`)).status).toBe(409);
    const listed = tradeDisputesSchema.parse(
      await (await bob.client.get(`/api/trades/${trade.id}/disputes`)).json(),
    );
    expect(listed.disputes.map((d) => d.id)).toEqual([dispute.id]);
    // The other party is told.
    const notes = (await (await bob.client.get('/api/notifications')).json()) as {
      notifications: Array<{ title: string; link: string }>;
    };
    expect(notes.notifications).toContainEqual(
      expect.objectContaining({ title: 'Trade disputed', link: `/messages/trade/${trade.id}` }),
    );
  });

  it('refuses strangers, pending trades, stale trades, bad input and photos that are not yours', async () => {
    const { alice, trade } = await acceptedSale();
    const stranger = await member(t);
    await expectError(await file(stranger, trade.id), 404, 'Trade not found');
    expect((await stranger.client.get(`/api/trades/${trade.id}/disputes`)).status).toBe(404);
    expect((await file(alice, trade.id, { type: 'nonsense' })).status).toBe(400);
    expect((await file(alice, trade.id, { description: '   ' })).status).toBe(400);
    const strangersPhoto = await storedPhoto(t, stranger.id);
    expect((await file(alice, trade.id, { photos: [strangersPhoto] })).status).toBe(400);
    const six = await Promise.all(Array.from({ length: 6 }, () => storedPhoto(t, alice.id)));
    expect((await file(alice, trade.id, { photos: six })).status).toBe(400);

    await t.db
      .update(trades)
      .set({ respondedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(trades.id, trade.id));
    await expectError(await file(alice, trade.id), 409, disputeTexts.windowClosed);

    const carol = await member(t, { cashCents: 1000 });
    const dan = await member(t);
    const pending = await tradeOf(
      await carol.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: (await item(t, dan.user)).id,
        cashCents: 1000,
        paymentMethod: 'cash',
      }),
      201,
    );
    await expectError(await file(carol, pending.id), 409, disputeTexts.notDisputable);
  });

  it('opens one dispute when both parties file at the same moment', async () => {
    const { alice, bob, trade } = await acceptedSale();
    const answers = await Promise.all([file(alice, trade.id), file(bob, trade.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(disputes).where(eq(disputes.tradeId, trade.id))).toHaveLength(1);
  });
});

describe('deciding a dispute (staff)', () => {
  it('shows staff the case with the trade story and the money held; members are refused', async () => {
    const { alice, trade } = await acceptedSale();
    await alice.client.post(`/api/trades/${trade.id}/messages`, { content: 'Where is my jacket?' });
    const dispute = disputeSchema.parse(await (await file(alice, trade.id)).json());
    expect((await alice.client.get('/api/admin/disputes')).status).toBe(403);
    const list = staffDisputeListSchema.parse(
      await (await moderator.get('/api/admin/disputes?status=open')).json(),
    );
    expect(list.disputes[0]).toMatchObject({
      id: dispute.id,
      trade: {
        id: trade.id,
        kind: 'cash',
        status: 'accepted',
        items: [{ title: 'Disputed jacket', side: 'wanted', valueCents: 4000 }],
        cashDifferenceCents: 4000,
      },
    });
    const detail = disputeCaseSchema.parse(
      await (await moderator.get(`/api/admin/disputes/${dispute.id}`)).json(),
    );
    expect(detail.money).toMatchObject({ heldCents: 4000, payerId: alice.id });
    expect(detail.dispute.trade.items).toEqual([
      expect.objectContaining({ title: 'Disputed jacket', side: 'wanted', photoUrl: expect.any(String) }),
    ]);
    expect(detail.messages.map((m) => m.content)).toContain('Where is my jacket?');
    expect(detail.timeline.map((e) => e.event)).toEqual(['Offer sent', 'Offer accepted', 'Dispute opened']);
    expect((await moderator.get('/api/admin/disputes/not-a-uuid')).status).toBe(404);
  });

  it("shows staff a swap's items on both sides, the owner's first, and the cash added", async () => {
    const alice = await member(t, { creditCents: 500 });
    const bob = await member(t);
    const wanted = await item(t, bob.user, { title: 'Bob’s bike', valueCents: 9000 });
    const offered = await item(t, alice.user, { title: 'Alice’s amp', valueCents: 8500 });
    const offer = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'trade',
        ownerItemId: wanted.id,
        offeredItemIds: [offered.id],
        cashCents: 500,
        paymentMethod: 'credit',
      }),
      201,
    );
    await tradeOf(await bob.client.post(`/api/trades/${offer.id}/respond`, { action: 'accept' }));
    const dispute = disputeSchema.parse(
      await (await file(bob, offer.id, { type: 'not_as_described' })).json(),
    );
    const detail = disputeCaseSchema.parse(
      await (await moderator.get(`/api/admin/disputes/${dispute.id}`)).json(),
    );
    expect(detail.dispute.trade).toMatchObject({
      kind: 'trade',
      owner: { id: bob.id },
      requester: { id: alice.id },
      items: [
        { title: 'Bob’s bike', side: 'wanted', valueCents: 9000 },
        { title: 'Alice’s amp', side: 'offered', valueCents: 8500 },
      ],
      cashDifferenceCents: 500,
    });
  });

  it('refunds the buyer once, even when two moderators click at once, and completes the trade', async () => {
    const { alice, bob, trade } = await acceptedSale();
    const dispute = disputeSchema.parse(await (await file(alice, trade.id)).json());
    expect((await decide(moderator, dispute.id, { status: 'investigating' })).status).toBe(200);
    // Resolving a trade with held money needs to say where it goes.
    expect((await decide(moderator, dispute.id, { status: 'resolved' })).status).toBe(400);
    const body = { status: 'resolved', resolution: 'Never shipped.', outcome: { kind: 'refund_payer' } };
    const answers = await Promise.all([
      decide(moderator, dispute.id, body),
      decide(moderator, dispute.id, body),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const decided = staffDisputeSchema.parse(await answers.find((res) => res.status === 200)!.json());
    expect(decided).toMatchObject({
      status: 'resolved',
      outcome: 'refund_payer',
      refundedCents: 4000,
      paidToPayeeCents: 0,
      assignedTo: { username: 'dispute_mod' },
    });
    expect(decided.resolvedAt).not.toBeNull();
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 4000, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    const [row] = await t.db.select().from(trades).where(eq(trades.id, trade.id));
    expect(row!.status).toBe('completed');
    await expectError(
      await decide(moderator, dispute.id, { status: 'closed' }),
      409,
      'This dispute is already resolved',
    );
    const trail = auditListSchema.parse(
      await (await moderator.get(`/api/admin/audit?subjectType=dispute&subjectId=${dispute.id}`)).json(),
    );
    expect(trail.entries.map((e) => e.action)).toEqual(['dispute.resolve', 'dispute.status']);
    await expectSoundLedger(t);
  });

  it('splits the held money between the parties, and refuses a split larger than what is held', async () => {
    const { alice, bob, trade } = await acceptedSale();
    const dispute = disputeSchema.parse(await (await file(bob, trade.id, { type: 'payment' })).json());
    const split = (toPayeeCents: number) =>
      decide(moderator, dispute.id, { status: 'resolved', outcome: { kind: 'split', toPayeeCents } });
    expect((await split(4001)).status).toBe(400);
    expect((await split(2500)).status).toBe(200);
    expect(await balances(t, alice.id)).toEqual({ creditCents: 0, cashCents: 1500, heldCents: 0 });
    expect(await balances(t, bob.id)).toEqual({ creditCents: 0, cashCents: 2500, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('closes a dispute without a decision: the money stays held and the trade can complete again', async () => {
    const { alice, bob, trade } = await acceptedSale();
    const dispute = disputeSchema.parse(await (await file(alice, trade.id)).json());
    expect(
      (await decide(moderator, dispute.id, { status: 'closed', resolution: 'Parcel found.' })).status,
    ).toBe(200);
    expect(await balances(t, alice.id)).toMatchObject({ heldCents: 4000 });
    expect((await alice.client.post(`/api/trades/${trade.id}/confirm`)).status).toBe(200);
    expect((await bob.client.post(`/api/trades/${trade.id}/confirm`)).status).toBe(200);
    expect(await balances(t, bob.id)).toMatchObject({ cashCents: 4000 });
    const notes = (await (await alice.client.get('/api/notifications')).json()) as {
      notifications: Array<{ title: string }>;
    };
    expect(notes.notifications.map((n) => n.title)).toContain('Dispute closed');
  });
});
