import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT_MESSAGE,
  withdrawalListSchema,
  withdrawalMessages,
  withdrawalSchema,
  type Withdrawal,
} from '@swapyard/domain';
import { jobs, ledgerTransactions, withdrawals } from '../../db/schema/index.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { SANDBOX_FAILURES, SandboxPayoutProvider } from '../../platform/payouts/index.ts';
import type { PayoutProvider } from '../../platform/payouts/index.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { ledgerImbalance, memberBalances } from '../wallet/ledger.ts';
import * as wallet from '../wallet/service.ts';
import { payoutJobs, runPayout, UNREADABLE_DETAILS_REASON, type PayoutJobDeps } from './payout-job.ts';
import { PAYOUT_JOB, withdrawalSealer } from './service.ts';

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const PATH = '/api/wallet/withdrawals';
const m = withdrawalMessages;

let t: TestApp;
let payer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  payer = await createUser(t);
  await wallet.creditTopUp(t.db, { userId: payer.id, amountCents: 10_000_000, idempotencyKey: 'test:payer' });
});
afterAll(() => t.close());

let sales = 0;
/** A member with `cashCents` in the cash wallet (from a sale), signed in. */
async function member(cashCents: number) {
  const user = await createUser(t);
  if (cashCents > 0) {
    await wallet.transfer(t.db, {
      fromUserId: payer.id,
      toUserId: user.id,
      creditCents: cashCents,
      cashCents: 0,
      idempotencyKey: `test:sale:${++sales}`,
    });
  }
  return { user, client: await signedInClient(t, user) };
}

const bank = { accountNumber: '000123456789', routingNumber: '021000021', accountHolder: 'Ada Lovelace' };
const request = (client: TestClient, body: unknown) => client.post(PATH, body);
const cancel = (client: TestClient, id: string) => client.post(`${PATH}/${id}/cancel`);
const cash = async (userId: string) => (await memberBalances(t.db, userId)).cashCents;

async function created(res: Response): Promise<Withdrawal> {
  expect(res.status).toBe(201);
  const body = (await res.json()) as Withdrawal;
  expect(withdrawalSchema.parse(body)).toEqual(body);
  return body;
}

async function listOf(client: TestClient): Promise<Withdrawal[]> {
  const res = await client.get(PATH);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { withdrawals: Withdrawal[] };
  expect(withdrawalListSchema.parse(body)).toEqual(body);
  return body.withdrawals;
}

async function expectError(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toMatchObject({ error: { code, message } });
}

const jobDeps = (
  provider: PayoutProvider = new SandboxPayoutProvider({ completeAfterMs: 0 }),
): PayoutJobDeps => ({
  provider,
  sealer: withdrawalSealer(SECRET),
});
const row = async (id: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

describe('signed out', () => {
  it('answers 401 to every withdrawal endpoint', async () => {
    const visitor = t.client();
    for (const res of [
      await visitor.get(PATH),
      await request(visitor, { amountCents: 1000, method: 'paypal', details: { paypalEmail: 'a@b.co' } }),
      await cancel(visitor, '00000000-0000-4000-8000-000000000000'),
    ]) {
      await expectError(res, 401, 'UNAUTHENTICATED', 'Not authenticated');
    }
  });
});

describe('POST /api/wallet/withdrawals: the documented rules, in order', () => {
  it('answers each problem with the documented message (and its title), moving no money', async () => {
    const { user, client } = await member(2000);
    const cases: Array<[unknown, number, string, string]> = [
      [
        { amountCents: 499, method: 'bank_transfer', details: bank },
        400,
        m.invalidAmountTitle,
        m.invalidAmount,
      ],
      [{ amountCents: 0 }, 400, m.invalidAmountTitle, m.invalidAmount],
      // Amount before balance before method: a too-large amount without a method is about the balance.
      [{ amountCents: 2001 }, 409, m.insufficientTitle, m.insufficient],
      [{ amountCents: 2000 }, 400, 'Error', m.methodRequired],
      [{ amountCents: 2000, method: 'wire' }, 400, 'Error', m.methodRequired],
      [
        { amountCents: 1000, method: 'bank_transfer', details: { ...bank, routingNumber: ' ' } },
        400,
        'Error',
        m.bankDetailsRequired,
      ],
      [
        { amountCents: 1000, method: 'bank_transfer', details: { accountNumber: '1', routingNumber: '2' } },
        400,
        'Error',
        m.bankDetailsRequired,
      ],
      [{ amountCents: 1000, method: 'paypal', details: bank }, 400, 'Error', m.paypalRequired],
      [
        { amountCents: 1000, method: 'paypal', details: { paypalEmail: 'not-an-email' } },
        400,
        'Error',
        'Please enter a valid PayPal email address',
      ],
    ];
    for (const [body, status, title, message] of cases) {
      const res = await request(client, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toEqual({
        error: { code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message, details: { title } },
      });
    }
    expect(await cash(user.id)).toBe(2000);
    expect(await listOf(client)).toEqual([]);
  });

  it('refuses a malformed body with 400, never a 500', async () => {
    const { client } = await member(2000);
    for (const body of [{}, { amountCents: 10.5 }, { amountCents: -5 }, { amountCents: '1000' }, null]) {
      const res = await request(client, body);
      expect(res.status).toBe(400);
    }
    // A fraction of a cent ('5.001' typed) says what is wrong, not that $5 is the minimum.
    const fraction = await request(client, { amountCents: 500.1, method: 'paypal', details: {} });
    expect(((await fraction.json()) as { error: { message: string } }).error.message).toContain(
      AMOUNT_FORMAT_MESSAGE,
    );
  });

  it('computes fee and net on the server, debits the cash wallet and enqueues the payout, in one go', async () => {
    const { user, client } = await member(20_000);
    const body = {
      amountCents: 10_000,
      method: 'bank_transfer',
      details: { ...bank, accountHolder: '  Ada Lovelace ' },
    };
    // What the client would claim about money or owners is refused, not read.
    for (const claim of [{ processingFeeCents: 0 }, { netAmountCents: 10_000 }, { userId: payer.id }]) {
      const refused = await request(client, { ...body, ...claim });
      expect(refused.status).toBe(400);
      const message = ((await refused.json()) as { error: { message: string } }).error.message;
      expect(message).toContain(`"${Object.keys(claim)[0]}"`);
    }
    const w = await created(await request(client, body));
    expect(w).toMatchObject({
      amountCents: 10_000,
      method: 'bank_transfer',
      processingFeeCents: 175, // 1% + $0.75
      netAmountCents: 9825,
      status: 'pending',
      failureReason: null,
      details: {
        accountHolder: 'Ada Lovelace',
        accountNumberMasked: '••••6789',
        routingNumberMasked: '••••0021',
      },
    });
    expect(await cash(user.id)).toBe(10_000);
    expect((await row(w.id)).userId).toBe(user.id);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${PAYOUT_JOB}:${w.id}`));
    expect(job).toMatchObject({ kind: PAYOUT_JOB, payload: { withdrawalId: w.id } });
    // Held back for the default two minutes, so the member can still cancel.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    const paypal = await created(
      await request(client, {
        amountCents: 500,
        method: 'paypal',
        details: { paypalEmail: ' me@example.com ' },
      }),
    );
    // $5.00: 1% is $0.05, + $1.50.
    expect(paypal).toMatchObject({
      processingFeeCents: 155,
      netAmountCents: 345,
      details: { paypalEmail: 'me@example.com' },
    });
    expect(paypal.details).not.toHaveProperty('accountNumberMasked');
    expect(await cash(user.id)).toBe(9500);
    // The whole cash balance may be withdrawn.
    await created(
      await request(client, {
        amountCents: 9500,
        method: 'paypal',
        details: { paypalEmail: 'me@example.com' },
      }),
    );
    expect(await cash(user.id)).toBe(0);
    await expectError(
      await request(client, {
        amountCents: 500,
        method: 'paypal',
        details: { paypalEmail: 'me@example.com' },
      }),
      409,
      'CONFLICT',
      m.insufficient,
    );
    expect(await ledgerImbalance(t.db)).toBe(0);
  });

  it('stores account and routing numbers only sealed, and never shows them', async () => {
    const { user, client } = await member(5000);
    const w = await created(
      await request(client, { amountCents: 2000, method: 'bank_transfer', details: bank }),
    );
    const stored = await row(w.id);
    const raw = JSON.stringify(stored.withdrawalDetails);
    expect(raw).not.toContain(bank.accountNumber);
    expect(raw).not.toContain(bank.routingNumber);
    expect(stored.withdrawalDetails.sealed).toMatch(/^v1\./);
    expect(JSON.parse(withdrawalSealer(SECRET).unseal(stored.withdrawalDetails.sealed!))).toEqual({
      accountNumber: bank.accountNumber,
      routingNumber: bank.routingNumber,
    });
    const listed = JSON.stringify(await listOf(client));
    for (const secret of [
      bank.accountNumber,
      bank.routingNumber,
      stored.withdrawalDetails.sealed!,
      '456789',
    ]) {
      expect(listed).not.toContain(secret);
    }
    expect(listed).toContain('••••6789');
    expect(user.id).toBe(stored.userId);
  });
});

describe('GET /api/wallet/withdrawals', () => {
  it("lists only the member's own withdrawals, newest first", async () => {
    const { client } = await member(10_000);
    const other = await member(10_000);
    const first = await created(
      await request(client, {
        amountCents: 1000,
        method: 'paypal',
        details: { paypalEmail: 'a@example.com' },
      }),
    );
    const second = await created(
      await request(client, { amountCents: 2000, method: 'bank_transfer', details: bank }),
    );
    await created(
      await request(other.client, {
        amountCents: 3000,
        method: 'paypal',
        details: { paypalEmail: 'o@example.com' },
      }),
    );
    await t.db
      .update(withdrawals)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(withdrawals.id, first.id));
    expect((await listOf(client)).map((w) => w.id)).toEqual([second.id, first.id]);
    expect((await listOf(other.client)).map((w) => w.amountCents)).toEqual([3000]);
  });
});

describe('POST /api/wallet/withdrawals/{id}/cancel', () => {
  it('cancels an own pending withdrawal once, returning the whole amount (fee included)', async () => {
    const { user, client } = await member(5000);
    const w = await created(
      await request(client, { amountCents: 5000, method: 'bank_transfer', details: bank }),
    );
    expect(await cash(user.id)).toBe(0);
    const res = await cancel(client, w.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: w.id, status: 'cancelled' });
    expect(await cash(user.id)).toBe(5000);
    await expectError(
      await cancel(client, w.id),
      409,
      'CONFLICT',
      'Only a pending withdrawal can be cancelled',
    );
    expect(await cash(user.id)).toBe(5000);
    const refunds = await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        sql`${ledgerTransactions.reference} = ${`withdrawal:${w.id}`} and ${ledgerTransactions.kind} = 'withdrawal_cancelled'`,
      );
    expect(refunds).toHaveLength(1);
    expect(await ledgerImbalance(t.db)).toBe(0);
  });

  it("answers 404 for another member's withdrawal and an unknown or malformed id, changing nothing", async () => {
    const owner = await member(5000);
    const stranger = await member(0);
    const w = await created(
      await request(owner.client, {
        amountCents: 5000,
        method: 'paypal',
        details: { paypalEmail: 'x@example.com' },
      }),
    );
    for (const id of [w.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expectError(await cancel(stranger.client, id), 404, 'NOT_FOUND', 'Withdrawal not found');
    }
    expect((await row(w.id)).status).toBe('pending');
    expect(await cash(owner.user.id)).toBe(0);
  });

  it('refuses once the payout job has claimed it (processing, then completed)', async () => {
    const { user, client } = await member(3000);
    const w = await created(
      await request(client, { amountCents: 1000, method: 'bank_transfer', details: bank }),
    );
    let now = 0;
    const slow = new SandboxPayoutProvider({ completeAfterMs: 1000, now: () => now });
    expect(await runPayout(t.db, jobDeps(slow), w.id)).toMatchObject({ retryAt: expect.any(Date) });
    expect((await row(w.id)).status).toBe('processing');
    await expectError(
      await cancel(client, w.id),
      409,
      'CONFLICT',
      'Only a pending withdrawal can be cancelled',
    );
    now = 1000;
    await runPayout(t.db, jobDeps(slow), w.id);
    expect((await row(w.id)).status).toBe('completed');
    await expectError(
      await cancel(client, w.id),
      409,
      'CONFLICT',
      'Only a pending withdrawal can be cancelled',
    );
    expect(await cash(user.id)).toBe(2000);
  });
});

describe('the payout job', () => {
  it('moves a withdrawal pending → processing → completed, settling the net, and is a no-op when repeated', async () => {
    const { user, client } = await member(5000);
    const w = await created(
      await request(client, { amountCents: 5000, method: 'bank_transfer', details: bank }),
    );
    let now = 1_000;
    const submitted: unknown[] = [];
    const sandbox = new SandboxPayoutProvider({ completeAfterMs: 500, now: () => now });
    const provider: PayoutProvider = {
      name: 'spy',
      submit: (req) => {
        submitted.push(req);
        return sandbox.submit(req);
      },
      status: (ref) => sandbox.status(ref),
    };
    const result = await runPayout(t.db, jobDeps(provider), w.id);
    expect(result).toMatchObject({ retryAt: expect.any(Date) });
    // The provider gets the real numbers (unsealed) and the net amount.
    expect(submitted).toEqual([
      { withdrawalId: w.id, method: 'bank_transfer', amountCents: 4875, destination: { ...bank } },
    ]);
    expect(await row(w.id)).toMatchObject({
      status: 'processing',
      payoutReference: expect.stringMatching(/^sbx_/),
    });
    now += 500;
    expect(await runPayout(t.db, jobDeps(provider), w.id)).toBeUndefined();
    expect(submitted).toHaveLength(1);
    expect(await row(w.id)).toMatchObject({ status: 'completed', failureReason: null });
    await runPayout(t.db, jobDeps(provider), w.id);
    expect(submitted).toHaveLength(1);
    expect(await cash(user.id)).toBe(0);
    const paid = await t.db
      .select()
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.reference} = ${`withdrawal:${w.id}`}`);
    expect(paid.map((tx) => tx.kind).sort()).toEqual(['withdrawal', 'withdrawal_paid']);
    expect(await ledgerImbalance(t.db)).toBe(0);
  });

  it('returns the whole amount when the payout fails (sandbox: account ending 0000, PayPal +fail)', async () => {
    const { user, client } = await member(6000);
    const badBank = await created(
      await request(client, {
        amountCents: 3000,
        method: 'bank_transfer',
        details: { ...bank, accountNumber: '12340000' },
      }),
    );
    const badPaypal = await created(
      await request(client, {
        amountCents: 3000,
        method: 'paypal',
        details: { paypalEmail: 'me+fail@example.com' },
      }),
    );
    expect(await cash(user.id)).toBe(0);
    await runPayout(t.db, jobDeps(), badBank.id);
    await runPayout(t.db, jobDeps(), badPaypal.id);
    await runPayout(t.db, jobDeps(), badPaypal.id);
    expect(await row(badBank.id)).toMatchObject({ status: 'failed', failureReason: SANDBOX_FAILURES.bank });
    expect(await row(badPaypal.id)).toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_FAILURES.paypal,
    });
    expect(await cash(user.id)).toBe(6000);
    const listed = await listOf(client);
    expect(listed.map((w) => w.failureReason).sort()).toEqual(
      [SANDBOX_FAILURES.bank, SANDBOX_FAILURES.paypal].sort(),
    );
    expect(await ledgerImbalance(t.db)).toBe(0);
  });

  it('pays nothing out for a cancelled withdrawal', async () => {
    const { user, client } = await member(5000);
    const w = await created(
      await request(client, {
        amountCents: 5000,
        method: 'paypal',
        details: { paypalEmail: 'x@example.com' },
      }),
    );
    expect((await cancel(client, w.id)).status).toBe(200);
    const submitted: unknown[] = [];
    const provider: PayoutProvider = {
      name: 'spy',
      submit: async (req) => {
        submitted.push(req);
        return { reference: 'never' };
      },
      status: async () => ({ status: 'completed' }),
    };
    expect(await runPayout(t.db, jobDeps(provider), w.id)).toBeUndefined();
    expect(submitted).toEqual([]);
    expect((await row(w.id)).status).toBe('cancelled');
    expect(await cash(user.id)).toBe(5000);
  });

  it('fails and refunds a withdrawal whose sealed details cannot be opened (the secret changed)', async () => {
    const { user, client } = await member(5000);
    const w = await created(
      await request(client, { amountCents: 5000, method: 'bank_transfer', details: bank }),
    );
    await runPayout(t.db, { ...jobDeps(), sealer: withdrawalSealer(`${SECRET}-rotated`) }, w.id);
    expect(await row(w.id)).toMatchObject({ status: 'failed', failureReason: UNREADABLE_DETAILS_REASON });
    expect(await cash(user.id)).toBe(5000);
  });

  it('runs from the jobs table once the hold is over, through the job runner', async () => {
    const { user, client } = await member(5000);
    const w = await created(
      await request(client, { amountCents: 5000, method: 'bank_transfer', details: bank }),
    );
    const runner = createJobRunner({ db: t.db, logger: t.logger, jobs: payoutJobs(jobDeps()) });
    await runner.runDue(new Date());
    expect((await row(w.id)).status).toBe('pending');
    await runner.runDue(new Date(Date.now() + 3 * 60_000));
    expect((await row(w.id)).status).toBe('completed');
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `${PAYOUT_JOB}:${w.id}`)),
    ).toEqual([]);
    expect(await cash(user.id)).toBe(0);
  });
});
