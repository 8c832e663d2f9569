import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { queryRows } from '../../test/query-rows.ts';
import { walletSummary } from './activity.ts';
import { ledgerImbalance, memberBalances } from './ledger.ts';
import * as wallet from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const url = () => (t.database as unknown as { url: string }).url;

async function funded(creditCents: number) {
  const user = await createUser(t);
  await wallet.creditTopUp(t.db, { userId: user.id, amountCents: creditCents, idempotencyKey: randomUUID() });
  return user.id;
}

describe('the ledger on PostgreSQL', () => {
  it('reads the wallet summary in one snapshot: what each wallet has on hold adds up while holds come and go', async () => {
    const member = await funded(100_000);
    let busy = true;
    const holdsComeAndGo = (async () => {
      for (let i = 0; i < 40; i++) {
        const placed = await wallet.hold(t.db, {
          userId: member,
          creditCents: 100,
          cashCents: 0,
          idempotencyKey: randomUUID(),
        });
        await wallet.releaseHold(t.db, placed.id);
      }
      busy = false;
    })();
    const seen: Array<{ held: number; perWallet: number; total: number }> = [];
    while (busy) {
      const summaries = await Promise.all([1, 2, 3].map(() => walletSummary(t.db, member)));
      for (const s of summaries) {
        seen.push({
          held: s.heldCents,
          perWallet: s.heldFromCreditCents + s.heldFromCashCents,
          total: s.totalCents,
        });
      }
    }
    await holdsComeAndGo;
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.filter((s) => s.held !== s.perWallet || s.total !== 100_000)).toEqual([]);
  });

  it('leaves no partial entries when the connection is killed in the middle of a transfer', async () => {
    const payer = await funded(5_000);
    const payee = (await createUser(t)).id;
    const key = `killed:${randomUUID()}`;
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    client.on('error', () => {}); // the kill is expected
    const db = drizzle({ client, schema }) as unknown as Db;
    const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
      { pid: number },
    ];

    const transfer = db.transaction(async (tx) => {
      await wallet.transfer(tx, {
        fromUserId: payer,
        toUserId: payee,
        creditCents: 3_000,
        cashCents: 0,
        idempotencyKey: key,
      });
      // The entries are written; the business change that goes with them is still running when the server dies.
      await tx.execute(sql`select pg_sleep(30)`);
    });
    // Kill it from another connection once the transfer's entries exist inside the open transaction.
    await expect
      .poll(async () => {
        const rows = await queryRows<{ query: string }>(
          t.db,
          sql`select query from pg_stat_activity where pid = ${pid}`,
        );
        return rows[0]?.query ?? '';
      })
      .toContain('pg_sleep');
    await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect(transfer).rejects.toThrow();
    await client.end().catch(() => {});

    const posted = await t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.idempotencyKey, key));
    expect(posted).toEqual([]);
    expect(await memberBalances(t.db, payer)).toEqual({ creditCents: 5_000, cashCents: 0, heldCents: 0 });
    expect(await memberBalances(t.db, payee)).toEqual({ creditCents: 0, cashCents: 0, heldCents: 0 });
    expect(await ledgerImbalance(t.db)).toBe(0);

    // The same transfer sent again after the crash goes through once.
    await wallet.transfer(t.db, {
      fromUserId: payer,
      toUserId: payee,
      creditCents: 3_000,
      cashCents: 0,
      idempotencyKey: key,
    });
    expect((await memberBalances(t.db, payee)).cashCents).toBe(3_000);
  });

  it('never overdraws a wallet under 40 concurrent holds, and lets exactly as many through as it covers', async () => {
    const member = await funded(10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        wallet.hold(t.db, { userId: member, creditCents: 700, cashCents: 0, idempotencyKey: randomUUID() }),
      ),
    );
    const held = results.filter((r) => r.status === 'fulfilled').length;
    expect(held).toBe(14); // floor(10_000 / 700)
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICT' });
    expect(await memberBalances(t.db, member)).toEqual({
      creditCents: 10_000 - 14 * 700,
      cashCents: 0,
      heldCents: 14 * 700,
    });
  });

  it('moves money both ways between two wallets at once without deadlocks or loss', async () => {
    const a = (await createUser(t)).id;
    const b = (await createUser(t)).id;
    // Cash on both sides first (transfers pay into the cash wallet).
    const bank = await funded(20_000);
    await wallet.transfer(t.db, {
      fromUserId: bank,
      toUserId: a,
      creditCents: 10_000,
      cashCents: 0,
      idempotencyKey: randomUUID(),
    });
    await wallet.transfer(t.db, {
      fromUserId: bank,
      toUserId: b,
      creditCents: 10_000,
      cashCents: 0,
      idempotencyKey: randomUUID(),
    });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        wallet.transfer(t.db, {
          fromUserId: i % 2 ? a : b,
          toUserId: i % 2 ? b : a,
          creditCents: 0,
          cashCents: 100,
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const [ba, bb] = [await memberBalances(t.db, a), await memberBalances(t.db, b)];
    expect(ba.cashCents + bb.cashCents).toBe(20_000);
    expect(ba.cashCents).toBe(10_000);
    expect(await ledgerImbalance(t.db)).toBe(0);
  });

  it('applies one idempotency key once when 20 requests race with it', async () => {
    const member = (await createUser(t)).id;
    const key = `race:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet.creditTopUp(t.db, { userId: member, amountCents: 2_500, idempotencyKey: key }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect((await memberBalances(t.db, member)).creditCents).toBe(2_500);
  });
});
