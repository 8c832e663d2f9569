import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerImbalance, memberBalances } from '../wallet/ledger.ts';
import { seedDemoMembers } from './seed.ts';
import { demoMemberIds } from './seed-items.ts';
import { DEMO_SALES, DEMO_TOP_UPS, seedDemoWallets } from './seed-wallets.ts';

const logger = createLogger('silent');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: true });
});
afterAll(() => t.close());

describe('seedDemoWallets', () => {
  it('gives every demo member credit and the sellers cash, once however often it runs', async () => {
    await seedDemoWallets({ db: t.db, logger });
    await seedDemoWallets({ db: t.db, logger });
    const ids = await demoMemberIds(t.db, Object.keys(DEMO_TOP_UPS));
    const expected = new Map(
      Object.entries(DEMO_TOP_UPS).map(([username, cents]) => [username, { credit: cents, cash: 0 }]),
    );
    for (const [buyer, seller, cents] of DEMO_SALES) {
      expected.get(buyer)!.credit -= cents;
      expected.get(seller)!.cash += cents;
    }
    let withCash = 0;
    for (const [username, money] of expected) {
      const balances = await memberBalances(t.db, ids.get(username)!);
      expect(balances, username).toEqual({ creditCents: money.credit, cashCents: money.cash, heldCents: 0 });
      expect(balances.creditCents).toBeGreaterThan(0);
      if (balances.cashCents >= 3000) withCash++;
    }
    // Several members can withdraw (the e2e withdraws as nora).
    expect(withCash).toBeGreaterThanOrEqual(5);
    expect(expected.get('nora')!.cash).toBeGreaterThanOrEqual(5000);
    expect(await t.db.select().from(ledgerTransactions)).toHaveLength(
      Object.keys(DEMO_TOP_UPS).length + DEMO_SALES.length,
    );
    expect(await ledgerImbalance(t.db)).toBe(0);
  });
});
