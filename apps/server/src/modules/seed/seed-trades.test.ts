import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directMessages, notifications, tradeMessages, trades } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createItem } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerImbalance, memberBalances } from '../wallet/ledger.ts';
import { DEMO_ITEMS } from './demo-items.ts';
import { seedDemoMembers } from './seed.ts';
import { demoMemberIds } from './seed-items.ts';
import { DEMO_DIRECT_MESSAGES, DEMO_OFFERS, seedDemoTrades } from './seed-trades.ts';
import { seedDemoWallets } from './seed-wallets.ts';

const logger = createLogger('silent');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoMembers({ db: t.db, auth: t.auth, logger, enabled: true });
  // The listings the offers name, as the catalogue has them (without drawing their photos).
  const ids = await demoMemberIds(t.db, [...new Set(DEMO_ITEMS.map((item) => item.owner))]);
  const titles = new Set(
    DEMO_OFFERS.flatMap((o) => [o.wanted, ...(o.offer.kind === 'trade' ? o.offer.offered : [])]),
  );
  for (const demo of DEMO_ITEMS.filter((item) => titles.has(item.title))) {
    await createItem(t, { id: ids.get(demo.owner)! }, { title: demo.title, valueCents: demo.valueCents });
  }
  await seedDemoWallets({ db: t.db, logger });
});
afterAll(() => t.close());

describe('seedDemoTrades', () => {
  it('sends each demo offer (cash on hold, owner told) with its chat, and the direct messages, once', async () => {
    await seedDemoTrades({ db: t.db, logger });
    await seedDemoTrades({ db: t.db, logger });
    const rows = await t.db.select().from(trades);
    expect(rows).toHaveLength(DEMO_OFFERS.length);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(await t.db.select().from(tradeMessages)).toHaveLength(
      DEMO_OFFERS.reduce((sum, o) => sum + o.chat.length, 0),
    );
    expect(await t.db.select().from(directMessages)).toHaveLength(DEMO_DIRECT_MESSAGES.length);
    const offerNotes = (await t.db.select().from(notifications)).filter((n) => n.type === 'trade_offer');
    expect(offerNotes).toHaveLength(DEMO_OFFERS.length);
    // Every trade was sent before its chat began.
    const messages = await t.db.select().from(tradeMessages);
    for (const row of rows) {
      for (const message of messages.filter((msg) => msg.tradeId === row.id)) {
        expect(message.createdAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
        expect(message.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
    // The cash added is on hold; nora and zara (the withdrawal journeys' members) are untouched.
    const ids = await demoMemberIds(t.db, ['priya', 'maya', 'nora', 'zara']);
    expect((await memberBalances(t.db, ids.get('priya')!)).heldCents).toBe(2600);
    expect((await memberBalances(t.db, ids.get('maya')!)).heldCents).toBe(3000);
    expect(rows.some((row) => [ids.get('nora'), ids.get('zara')].includes(row.requesterId))).toBe(false);
    expect(await ledgerImbalance(t.db)).toBe(0);
  });
});
