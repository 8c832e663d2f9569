import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerEntries, walletAccounts } from '../db/schema/index.ts';
import { ledgerImbalance } from '../modules/wallet/ledger.ts';
import { queryRows } from './query-rows.ts';
import type { TestApp } from './test-app.ts';

/**
 * After money has moved (races included): every balance equals the sum of its entries, no member balance is
 * negative, and the whole ledger sums to zero.
 */
export async function expectSoundLedger(t: TestApp) {
  const mismatched = await queryRows(
    t.db,
    sql`select a.id from ${walletAccounts} a
      left join ${ledgerEntries} e on e.account_id = a.id
      group by a.id, a.balance_cents
      having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  expect(mismatched).toEqual([]);
  const negative = await queryRows(
    t.db,
    sql`select id from ${walletAccounts} where owner_id is not null and balance_cents < 0`,
  );
  expect(negative).toEqual([]);
  expect(await ledgerImbalance(t.db)).toBe(0);
}
