import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalMessages, type Withdrawal } from '@swapyard/domain';
import { ledgerTransactions, withdrawals } from '../../db/schema/index.ts';
import { SandboxPayoutProvider } from '../../platform/payouts/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { expectSoundLedger } from '../../test/ledger-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberBalances } from '../wallet/ledger.ts';
import * as wallet from '../wallet/service.ts';
import { runPayout } from './payout-job.ts';
import { withdrawalSealer } from './service.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the requests below could not overlap there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bank = { accountNumber: '000123456789', routingNumber: '021000021', accountHolder: 'Ada Lovelace' };

describe('50 concurrent withdrawals, cancels and payouts against one wallet', () => {
  it('never overdraws it, keeps every balance equal to its entries and returns each cancel exactly once', async () => {
    const FUNDS = 10_000;
    const payer = await createUser(t);
    const user = await createUser(t);
    await wallet.creditTopUp(t.db, {
      userId: payer.id,
      amountCents: FUNDS,
      idempotencyKey: `race:top-up:${payer.id}`,
    });
    await wallet.transfer(t.db, {
      fromUserId: payer.id,
      toUserId: user.id,
      creditCents: FUNDS,
      cashCents: 0,
      idempotencyKey: `race:sale:${user.id}`,
    });
    const client = await signedInClient(t, user);
    const create = (amountCents: number) =>
      client.post('/api/wallet/withdrawals', { amountCents, method: 'bank_transfer', details: bank });

    // Five pending withdrawals first (5 × $10), to cancel and pay out while new requests race in.
    const early: Withdrawal[] = [];
    for (let i = 0; i < 5; i++) early.push((await (await create(1000)).json()) as Withdrawal);
    // The test app's secret, so the job can open the sealed account numbers.
    const jobDeps = {
      provider: new SandboxPayoutProvider({ completeAfterMs: 0 }),
      sealer: withdrawalSealer('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'),
    };

    const work: Array<Promise<{ kind: string; status: number; body: unknown }>> = [];
    const tag = (kind: string) => async (res: Response) => ({
      kind,
      status: res.status,
      body: await res.json(),
    });
    for (let i = 0; i < 36; i++) work.push(create(700 + (i % 5) * 100).then(tag('create')));
    for (const w of early) {
      // Each pending withdrawal: cancelled twice at once, while its payout job also tries to claim it.
      work.push(client.post(`/api/wallet/withdrawals/${w.id}/cancel`).then(tag('cancel')));
      work.push(client.post(`/api/wallet/withdrawals/${w.id}/cancel`).then(tag('cancel')));
      work.push(runPayout(t.db, jobDeps, w.id).then(() => ({ kind: 'payout', status: 200, body: null })));
    }
    expect(work).toHaveLength(51);
    const results = await Promise.all(work);

    // Every answer is a success or the documented refusal, never a 500.
    for (const r of results.filter((r) => r.kind === 'create')) {
      expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 409)
        expect(r.body).toMatchObject({ error: { message: withdrawalMessages.insufficient } });
    }
    for (const r of results.filter((r) => r.kind === 'cancel')) expect([200, 409]).toContain(r.status);

    const rows = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    const kept = rows.filter((w) => w.status !== 'cancelled' && w.status !== 'failed');
    const keptTotal = kept.reduce((sum, w) => sum + w.amountCents, 0);
    const { cashCents } = await memberBalances(t.db, user.id);
    expect(keptTotal).toBeLessThanOrEqual(FUNDS);
    expect(cashCents).toBe(FUNDS - keptTotal);
    expect(cashCents).toBeGreaterThanOrEqual(0);
    // At least some requests were refused: 36 × $7–$11 is far more than the $100 left.
    expect(results.some((r) => r.kind === 'create' && r.status === 409)).toBe(true);

    // Each early withdrawal was either cancelled (refunded exactly once) or claimed by its payout job, never both.
    for (const w of early) {
      const current = rows.find((r) => r.id === w.id)!;
      const cancels = results.filter((r) => r.kind === 'cancel' && (r.body as { id?: string }).id === w.id);
      const refunds = await t.db
        .select()
        .from(ledgerTransactions)
        .where(
          sql`${ledgerTransactions.reference} = ${`withdrawal:${w.id}`} and ${ledgerTransactions.kind} = 'withdrawal_cancelled'`,
        );
      if (current.status === 'cancelled') {
        expect(cancels).toHaveLength(1);
        expect(refunds).toHaveLength(1);
      } else {
        expect(current.status).toBe('completed');
        expect(cancels).toHaveLength(0);
        expect(refunds).toHaveLength(0);
      }
    }

    await expectSoundLedger(t);
  });
});
