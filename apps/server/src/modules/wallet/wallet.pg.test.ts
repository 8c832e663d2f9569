import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  walletActivityListSchema,
  walletSummarySchema,
  type WalletActivityList,
  type WalletSummary,
} from '@swapyard/domain';
import { withdrawals } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { describeActivity } from './activity.ts';
import { memberAccounts, platformAccounts, post } from './ledger.ts';
import * as wallet from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const key = (label: string) => `${label}:${++keys}`;

async function member(username?: string): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t, username ? { username } : {});
  return { user, client: await signedInClient(t, user) };
}

const topUp = (user: TestUser, amountCents: number) =>
  wallet.creditTopUp(t.db, { userId: user.id, amountCents, idempotencyKey: key('top-up') });

/** Money from `from`'s credit wallet into `to`'s cash wallet: a sale. */
const pay = (from: TestUser, to: TestUser, creditCents: number, cashCents = 0, feeCents = 0) =>
  wallet.transfer(t.db, {
    fromUserId: from.id,
    toUserId: to.id,
    creditCents,
    cashCents,
    feeCents,
    idempotencyKey: key('transfer'),
  });

/** A withdrawal row as the withdrawals module writes it, with its money moved out of the cash wallet. */
async function withdraw(user: TestUser, amountCents: number, method: 'bank_transfer' | 'paypal') {
  const fee = 100;
  const [row] = await t.db
    .insert(withdrawals)
    .values({
      userId: user.id,
      amountCents,
      withdrawalMethod: method,
      withdrawalDetails: method === 'paypal' ? { paypalEmail: 'me@example.test' } : { accountHolder: 'Me' },
      processingFeeCents: fee,
      netAmountCents: amountCents - fee,
    })
    .returning();
  const money = { withdrawalId: row!.id, userId: user.id, amountCents, feeCents: fee };
  await wallet.debitWithdrawal(t.db, money);
  return money;
}

async function summary(client: TestClient): Promise<WalletSummary> {
  const res = await client.get('/api/wallet');
  expect(res.status).toBe(200);
  const body = (await res.json()) as WalletSummary;
  expect(walletSummarySchema.parse(body)).toEqual(body);
  return body;
}

async function activity(client: TestClient, query = ''): Promise<WalletActivityList> {
  const res = await client.get(`/api/wallet/activity${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as WalletActivityList;
  expect(walletActivityListSchema.parse(body)).toEqual(body);
  return body;
}

const lines = (list: WalletActivityList) =>
  list.activity.map((line) => [line.wallet, line.amountCents, line.description]);

describe('signed out', () => {
  it("answers 401 'Please sign in to view your wallet' to both endpoints", async () => {
    for (const path of ['/api/wallet', '/api/wallet/activity']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to view your wallet' },
      });
    }
  });
});

describe('GET /api/wallet', () => {
  it('is all zeros for a member who never had money', async () => {
    const { client } = await member();
    expect(await summary(client)).toEqual({
      creditCents: 0,
      cashCents: 0,
      heldCents: 0,
      heldFromCreditCents: 0,
      heldFromCashCents: 0,
      totalCents: 0,
      availableCents: 0,
      earnings: { weekCents: 0, monthCents: 0 },
    });
    expect(await activity(client)).toEqual({ activity: [], nextCursor: null });
  });

  it('has available (credit + cash), on hold and balance (both), and counts money received as earnings', async () => {
    const { user: buyer, client: buyerClient } = await member();
    const { user: seller, client: sellerClient } = await member();
    await topUp(buyer, 10_000);
    await topUp(seller, 1_000);
    await pay(buyer, seller, 2_500, 0, 100); // the seller receives 24.00
    await wallet.hold(t.db, {
      userId: buyer.id,
      creditCents: 1_500,
      cashCents: 0,
      idempotencyKey: key('hold'),
    });
    await wallet.hold(t.db, {
      userId: seller.id,
      creditCents: 0,
      cashCents: 400,
      idempotencyKey: key('hold'),
    });

    expect(await summary(sellerClient)).toEqual({
      creditCents: 1_000,
      cashCents: 2_000,
      heldCents: 400,
      heldFromCreditCents: 0,
      heldFromCashCents: 400,
      totalCents: 3_400,
      availableCents: 3_000,
      earnings: { weekCents: 2_400, monthCents: 2_400 },
    });
    // The buyer's own top-up and the money they paid out are no earnings.
    expect(await summary(buyerClient)).toEqual({
      creditCents: 6_000,
      cashCents: 0,
      heldCents: 1_500,
      heldFromCreditCents: 1_500,
      heldFromCashCents: 0,
      totalCents: 7_500,
      availableCents: 6_000,
      earnings: { weekCents: 0, monthCents: 0 },
    });
  });

  it('holds once under one key: asked again, with the money already held, it answers the first hold', async () => {
    const { user, client } = await member();
    await topUp(user, 2_000);
    const once = { userId: user.id, creditCents: 1_500, cashCents: 0, idempotencyKey: key('hold') };
    const first = await wallet.hold(t.db, once);
    // The second ask would not be covered (500 left): it must find the first hold, not post again.
    const again = await wallet.hold(t.db, once);
    expect(again).toEqual(first);
    expect(await summary(client)).toMatchObject({ creditCents: 500, heldCents: 1_500 });
  });

  it('counts a captured hold as earnings of the payee, and leaves out top-ups, refunds and released holds', async () => {
    const { user: buyer } = await member();
    const { user: seller } = await member();
    await topUp(buyer, 5_000);
    await topUp(seller, 5_000);
    const offer = await wallet.hold(t.db, {
      userId: buyer.id,
      creditCents: 1_200,
      cashCents: 0,
      idempotencyKey: key('hold'),
    });
    await wallet.captureHold(t.db, { holdId: offer.id, toUserId: seller.id });
    const released = await wallet.hold(t.db, {
      userId: seller.id,
      creditCents: 0,
      cashCents: 200,
      idempotencyKey: key('hold'),
    });
    await wallet.releaseHold(t.db, released.id);
    const cancelled = await withdraw(seller, 800, 'paypal');
    await wallet.refundWithdrawal(t.db, cancelled, 'withdrawal_cancelled');

    const earned = await wallet.walletSummary(t.db, seller.id);
    expect(earned).toMatchObject({
      creditCents: 5_000,
      cashCents: 1_200,
      earnings: { weekCents: 1_200, monthCents: 1_200 },
    });
    expect((await wallet.walletSummary(t.db, buyer.id)).earnings).toEqual({ weekCents: 0, monthCents: 0 });
  });

  it('counts only the last 7 days for the week and the last 30 for the month', async () => {
    const { user: buyer } = await member();
    const { user: seller } = await member();
    await topUp(buyer, 10_000);
    await pay(buyer, seller, 700);
    const at = (daysLater: number) => new Date(Date.now() + daysLater * DAY_MS);

    expect((await wallet.walletSummary(t.db, seller.id, at(6.9))).earnings).toEqual({
      weekCents: 700,
      monthCents: 700,
    });
    // Eight days on, the sale has left the week but not the month; after 31 days it has left both.
    expect((await wallet.walletSummary(t.db, seller.id, at(8))).earnings).toEqual({
      weekCents: 0,
      monthCents: 700,
    });
    expect((await wallet.walletSummary(t.db, seller.id, at(31))).earnings).toEqual({
      weekCents: 0,
      monthCents: 0,
    });
    // Money that arrives after the moment asked about is not counted either.
    expect((await wallet.walletSummary(t.db, seller.id, at(-1))).earnings).toEqual({
      weekCents: 0,
      monthCents: 0,
    });
    // The balance itself does not age.
    expect((await wallet.walletSummary(t.db, seller.id, at(31))).cashCents).toBe(700);
  });

  it('does not count a member paying themselves through a hold as earnings', async () => {
    const { user } = await member();
    await topUp(user, 1_000);
    const own = await wallet.hold(t.db, {
      userId: user.id,
      creditCents: 300,
      cashCents: 0,
      idempotencyKey: key('hold'),
    });
    await wallet.captureHold(t.db, { holdId: own.id, toUserId: user.id });
    const result = await wallet.walletSummary(t.db, user.id);
    expect(result.cashCents).toBe(300);
    expect(result.earnings).toEqual({ weekCents: 0, monthCents: 0 });
  });
});

describe('GET /api/wallet/activity', () => {
  it("lists the member's own entries, newest first, with a description for each kind", async () => {
    const { user: ana, client } = await member('ana_wallet');
    const { user: ben } = await member('ben_wallet');
    await topUp(ana, 5_000);
    await sleep(5);
    await topUp(ben, 5_000);
    await sleep(5);
    await pay(ben, ana, 1_500);
    await sleep(5);
    await pay(ana, ben, 250);
    await sleep(5);
    const offer = await wallet.hold(t.db, {
      userId: ana.id,
      creditCents: 400,
      cashCents: 0,
      idempotencyKey: key('hold'),
    });
    await sleep(5);
    await wallet.releaseHold(t.db, offer.id);
    await sleep(5);
    const captured = await wallet.hold(t.db, {
      userId: ben.id,
      creditCents: 600,
      cashCents: 0,
      idempotencyKey: key('hold'),
    });
    await sleep(5);
    await wallet.captureHold(t.db, { holdId: captured.id, toUserId: ana.id });
    await sleep(5);
    const bank = await withdraw(ana, 500, 'bank_transfer');
    await sleep(5);
    await wallet.refundWithdrawal(t.db, bank, 'withdrawal_failed');
    await sleep(5);
    const paypal = await withdraw(ana, 600, 'paypal');
    await sleep(5);
    await wallet.refundWithdrawal(t.db, paypal, 'withdrawal_cancelled');
    await sleep(5);
    const accounts = await memberAccounts(t.db, ana.id);
    await post(t.db, {
      kind: 'adjustment',
      idempotencyKey: key('adjustment'),
      legs: [
        { accountId: platformAccounts.platform_fees, amountCents: -50 },
        { accountId: accounts.cash, amountCents: 50 },
      ],
    });

    const list = await activity(client);
    expect(lines(list)).toEqual([
      ['cash', 50, 'Balance adjustment'],
      ['cash', 600, 'Withdrawal cancelled — refunded'],
      ['cash', -600, 'Withdrawal to PayPal'],
      ['cash', 500, 'Withdrawal failed — refunded'],
      ['cash', -500, 'Withdrawal to bank account'],
      ['cash', 600, 'Payment received from @ben_wallet'],
      // One line per hold, which reads released once released (the release is no line of its own).
      ['held', 400, 'Hold released'],
      ['credit', -250, 'Payment to @ben_wallet'],
      ['cash', 1_500, 'Payment received from @ben_wallet'],
      ['credit', 5_000, 'Added funds by card'],
    ]);
    expect(list.nextCursor).toBeNull();
    // Ben sees his side of the same payments, and none of Ana's own lines.
    const benList = await wallet.walletActivity(t.db, ben.id, { wallet: 'all', limit: 100 });
    // His captured hold is the payment it turned into, from the wallet it was held from.
    expect(lines(benList)).toEqual([
      ['credit', -600, 'Payment to @ana_wallet'],
      ['cash', 250, 'Payment received from @ana_wallet'],
      ['credit', -1_500, 'Payment to @ana_wallet'],
      ['credit', 5_000, 'Added funds by card'],
    ]);
    expect(benList.activity.map((line) => line.description)).toEqual([
      'Payment to @ana_wallet',
      'Payment received from @ana_wallet',
      'Payment to @ana_wallet',
      'Added funds by card',
    ]);
    const anaIds = new Set(list.activity.map((line) => line.id));
    expect(benList.activity.some((line) => anaIds.has(line.id))).toBe(false);
  });

  it('filters by wallet: credit, cash, or all (which includes held money)', async () => {
    const { user: buyer, client } = await member();
    const { user: seller } = await member();
    await topUp(buyer, 3_000);
    await topUp(seller, 3_000);
    await pay(seller, buyer, 1_000);
    await wallet.hold(t.db, {
      userId: buyer.id,
      creditCents: 0,
      cashCents: 300,
      idempotencyKey: key('hold'),
    });

    const credit = await activity(client, '?wallet=credit');
    expect(lines(credit)).toEqual([['credit', 3_000, 'Added funds by card']]);
    const cash = await activity(client, '?wallet=cash');
    expect(lines(cash)).toEqual([
      ['held', 300, 'Held for a trade'],
      ['cash', 1_000, expect.stringMatching(/^Payment received from @member_/)],
    ]);
    const all = await activity(client, '?wallet=all');
    expect(all.activity.map((line) => line.wallet).sort()).toEqual(['cash', 'credit', 'held']);
    expect(await activity(client)).toEqual(all);
  });

  it('shows a hold as one neutral line in every tab, which becomes its payment once captured', async () => {
    const { user: buyer, client } = await member();
    const { user: seller } = await member();
    await topUp(buyer, 3_000);
    await topUp(seller, 2_000);
    await pay(seller, buyer, 1_000);
    await sleep(5);
    // 25.50 for an offer: 20.00 from credit, 5.50 from cash.
    const held = await wallet.hold(t.db, {
      userId: buyer.id,
      creditCents: 2_000,
      cashCents: 550,
      idempotencyKey: key('hold'),
    });
    const heldLine = {
      wallet: 'held',
      amountCents: 2_550,
      hold: 'held',
      description: 'Held for a trade',
    };
    const all = await activity(client);
    expect(all.activity.filter((line) => line.kind === 'hold')).toEqual([expect.objectContaining(heldLine)]);
    expect(all.activity).toHaveLength(3);
    expect((await activity(client, '?wallet=credit')).activity[0]).toMatchObject({
      ...heldLine,
      amountCents: 2_000,
    });
    expect((await activity(client, '?wallet=cash')).activity[0]).toMatchObject({
      ...heldLine,
      amountCents: 550,
    });
    expect(await summary(client)).toMatchObject({
      creditCents: 1_000,
      cashCents: 450,
      heldCents: 2_550,
      heldFromCreditCents: 2_000,
      heldFromCashCents: 550,
      availableCents: 1_450,
      totalCents: 4_000,
    });

    await sleep(5);
    await wallet.captureHold(t.db, { holdId: held.id, toUserId: seller.id });
    const paid = {
      kind: 'hold_capture',
      hold: null,
      description: expect.stringMatching(/^Payment to @member_/),
    };
    const after = await activity(client);
    expect(after.activity).toHaveLength(3);
    expect(after.activity[0]).toMatchObject({ ...paid, wallet: 'held', amountCents: -2_550 });
    expect(after.activity.some((line) => line.kind === 'hold')).toBe(false);
    expect((await activity(client, '?wallet=credit')).activity[0]).toMatchObject({
      ...paid,
      wallet: 'credit',
      amountCents: -2_000,
    });
    expect((await activity(client, '?wallet=cash')).activity[0]).toMatchObject({
      ...paid,
      wallet: 'cash',
      amountCents: -550,
    });
    expect(await summary(client)).toMatchObject({ heldCents: 0, availableCents: 1_450, totalCents: 1_450 });
  });

  it('splits a hold: the payee gets their part, the rest returns credit first; activity shows the part paid', async () => {
    const { user: buyer, client } = await member();
    const { user: seller, client: sellerClient } = await member();
    await topUp(buyer, 3_000);
    await topUp(seller, 2_000);
    await pay(seller, buyer, 1_000);
    await sleep(5);
    // $25.50 on hold: $20.00 from credit, $5.50 from cash. $12.00 goes to the seller, $13.50 comes back.
    const held = await wallet.hold(t.db, {
      userId: buyer.id,
      creditCents: 2_000,
      cashCents: 550,
      idempotencyKey: key('hold'),
    });
    await sleep(5);
    const split = await wallet.splitHold(t.db, { holdId: held.id, toUserId: seller.id, toPayeeCents: 1_200 });
    // Credit first: all $13.50 goes back to credit (it put $20.00 on hold), so the $12.00 paid is $6.50 of credit
    // and the $5.50 of cash.
    expect(split).toMatchObject({
      status: 'captured',
      paidCents: 1_200,
      returnedCreditCents: 1_350,
      returnedCashCents: 0,
    });
    expect(await wallet.getHold(t.db, held.id)).toMatchObject({
      status: 'captured',
      returnedCreditCents: 1_350,
      returnedCashCents: 0,
    });
    expect(await summary(client)).toMatchObject({
      creditCents: 3_000 - 2_000 + 1_350,
      cashCents: 450,
      heldCents: 0,
      totalCents: 2_350 + 450,
    });
    expect(await summary(sellerClient)).toMatchObject({
      cashCents: 1_200,
      earnings: { weekCents: 1_200, monthCents: 1_200 },
    });
    // The buyer's own money coming back is no earning.
    expect((await summary(client)).earnings).toEqual({ weekCents: 1_000, monthCents: 1_000 });

    // The buyer reads one payment of the part paid (no hold line, no line for what came back), and each wallet tab
    // its share of it; the lines add up to what left the wallets.
    const paid = {
      kind: 'hold_capture',
      hold: null,
      description: expect.stringMatching(/^Payment to @member_/),
    };
    const all = await activity(client);
    expect(all.activity).toHaveLength(3);
    expect(all.activity[0]).toMatchObject({ ...paid, wallet: 'held', amountCents: -1_200 });
    expect(all.activity.some((line) => line.kind === 'hold')).toBe(false);
    expect((await activity(client, '?wallet=credit')).activity).toEqual([
      expect.objectContaining({ ...paid, wallet: 'credit', amountCents: -650 }),
      expect.objectContaining({ kind: 'card_top_up', amountCents: 3_000 }),
    ]);
    expect((await activity(client, '?wallet=cash')).activity).toEqual([
      expect.objectContaining({ ...paid, wallet: 'cash', amountCents: -550 }),
      expect.objectContaining({ kind: 'transfer', amountCents: 1_000 }),
    ]);
    // The seller reads an ordinary payment received.
    expect((await activity(sellerClient, '?wallet=cash')).activity[0]).toMatchObject({
      kind: 'hold_capture',
      wallet: 'cash',
      amountCents: 1_200,
      description: expect.stringMatching(/^Payment received from @member_/),
    });

    // Split once: the hold is no longer held.
    await expect(
      wallet.splitHold(t.db, {
        holdId: held.id,
        toUserId: seller.id,
        toPayeeCents: 0,
        settledMessage: 'Settled',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Settled' });
    await expect(wallet.releaseHold(t.db, held.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await summary(client)).toMatchObject({ creditCents: 2_350, cashCents: 450, heldCents: 0 });
  });

  it('splits a hold into all of it paid (a capture) or none of it (a release), and returns cash after credit', async () => {
    const { user: buyer, client } = await member();
    const { user: seller } = await member();
    await topUp(buyer, 1_000);
    await topUp(seller, 2_000);
    await pay(seller, buyer, 2_000);
    const hold = (creditCents: number, cashCents: number) =>
      wallet.hold(t.db, { userId: buyer.id, creditCents, cashCents, idempotencyKey: key('hold') });

    const all = await hold(300, 200);
    expect(
      await wallet.splitHold(t.db, { holdId: all.id, toUserId: seller.id, toPayeeCents: 500 }),
    ).toMatchObject({ status: 'captured', returnedCreditCents: 0, returnedCashCents: 0 });
    const none = await hold(300, 200);
    expect(
      await wallet.splitHold(t.db, { holdId: none.id, toUserId: seller.id, toPayeeCents: 0 }),
    ).toMatchObject({
      status: 'released',
      paidCents: 0,
    });
    // More back than credit put on hold: the credit part in full, the rest to cash.
    const most = await hold(300, 200);
    expect(
      await wallet.splitHold(t.db, { holdId: most.id, toUserId: seller.id, toPayeeCents: 100 }),
    ).toMatchObject({ status: 'captured', returnedCreditCents: 300, returnedCashCents: 100 });
    expect(await summary(client)).toMatchObject({ creditCents: 1_000 - 300, cashCents: 2_000 - 200 - 100 });
    // The released hold reads as released; the partly paid one as a payment of its $1.00.
    const listed = (await activity(client)).activity;
    expect(listed.filter((line) => line.kind === 'hold')).toEqual([
      expect.objectContaining({ hold: 'released', amountCents: 500, description: 'Hold released' }),
    ]);
    const payments = listed.filter((line) => line.kind === 'hold_capture').map((line) => line.amountCents);
    expect(payments.sort((a, b) => a - b)).toEqual([-500, -100]);
    expect(wallet.splitOf({ creditCents: 300, cashCents: 200 }, 100)).toEqual({
      returnedCreditCents: 300,
      returnedCashCents: 100,
    });
    await expect(
      wallet.splitHold(t.db, { holdId: (await hold(1, 0)).id, toUserId: buyer.id, toPayeeCents: 1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('pages with a cursor without gaps or repeats, and refuses a cursor from another tab or made up', async () => {
    const { user, client } = await member();
    for (const cents of [100, 200, 300, 400, 500]) {
      await topUp(user, cents);
      await sleep(3);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: WalletActivityList = await activity(
        client,
        `?wallet=credit&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.activity.length).toBeLessThanOrEqual(2);
      seen.push(...page.activity.map((line) => line.amountCents));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual([500, 400, 300, 200, 100]);
    expect(pages).toBe(3);

    const first = await activity(client, '?wallet=credit&limit=2');
    for (const bad of [
      `?wallet=cash&cursor=${first.nextCursor}`,
      `?cursor=${first.nextCursor}`,
      '?cursor=nonsense',
    ]) {
      const res = await client.get(`/api/wallet/activity${bad}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    for (const bad of ['?wallet=held', '?limit=0', '?limit=101']) {
      expect((await client.get(`/api/wallet/activity${bad}`)).status).toBe(400);
    }
  });
});

describe('describeActivity', () => {
  it('falls back to plain words when the other member or the withdrawal is unknown', () => {
    const facts = { counterparty: null, withdrawalMethod: null };
    expect(describeActivity({ kind: 'transfer', amountCents: 100, ...facts })).toBe('Payment received');
    expect(describeActivity({ kind: 'hold_capture', amountCents: -100, ...facts })).toBe('Payment sent');
    expect(describeActivity({ kind: 'withdrawal', amountCents: -100, ...facts })).toBe('Withdrawal');
  });
});
