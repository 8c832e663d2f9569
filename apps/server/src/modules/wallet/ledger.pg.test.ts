import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../test/factories.ts';
import { ledgerImbalance, memberAccounts, memberBalances, platformAccounts, post } from './ledger.ts';
import * as wallet from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the ledger rules live in the database', () => {
  it('keeps each balance equal to its entries and refuses to overdraw a member wallet', async () => {
    const user = await createUser(t);
    await wallet.creditTopUp(t.db, { userId: user.id, amountCents: 2500, idempotencyKey: `k1:${user.id}` });
    expect(await memberBalances(t.db, user.id)).toEqual({ creditCents: 2500, cashCents: 0, heldCents: 0 });
    await expect(
      wallet.hold(t.db, { userId: user.id, creditCents: 2501, cashCents: 0, idempotencyKey: `h:${user.id}` }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await memberBalances(t.db, user.id)).toEqual({ creditCents: 2500, cashCents: 0, heldCents: 0 });
    expect(await ledgerImbalance(t.db)).toBe(0);
  });

  it('posts a key once however often it is sent', async () => {
    const user = await createUser(t);
    const first = await wallet.creditTopUp(t.db, {
      userId: user.id,
      amountCents: 700,
      idempotencyKey: `same:${user.id}`,
    });
    const again = await wallet.creditTopUp(t.db, {
      userId: user.id,
      amountCents: 700,
      idempotencyKey: `same:${user.id}`,
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ transactionId: first.transactionId, created: false });
    expect((await memberBalances(t.db, user.id)).creditCents).toBe(700);
  });

  it('rejects an unbalanced transaction at commit, and direct changes to balances or entries', async () => {
    const user = await createUser(t);
    const accounts = await memberAccounts(t.db, user.id);
    const fees = platformAccounts.platform_fees;
    // Bypass post()'s own check: the database must still refuse.
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'adjustment', idempotencyKey: `bad:${user.id}` })
          .returning();
        await tx.insert(ledgerEntries).values({ transactionId: row!.id, accountId: fees, amountCents: 5 });
      }),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(walletAccounts)
        .set({ balanceCents: 1_000_000 })
        .where(sql`${walletAccounts.id} = ${accounts.credit}`),
    ).rejects.toThrow();
    await wallet.creditTopUp(t.db, { userId: user.id, amountCents: 100, idempotencyKey: `ok:${user.id}` });
    await expect(
      t.db.delete(ledgerEntries).where(sql`${ledgerEntries.accountId} = ${accounts.credit}`),
    ).rejects.toThrow();
    await expect(
      post(t.db, { kind: 'adjustment', idempotencyKey: 'x', legs: [{ accountId: fees, amountCents: 1 }] }),
    ).rejects.toThrow(/does not balance/);
    expect(await ledgerImbalance(t.db)).toBe(0);
  });
});
