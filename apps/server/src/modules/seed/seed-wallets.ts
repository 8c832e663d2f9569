import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { creditTopUp, transfer } from '../wallet/service.ts';
import { demoMemberIds } from './seed-items.ts';

/**
 * Money for the demo: every demo member topped up their credit wallet by card once, and a few sold something to
 * another demo member (paid from the buyer's credit into the seller's cash), so the wallet page has balances and
 * activity and several members have $30+ of cash to withdraw. Everything goes through the wallet service with
 * fixed idempotency keys (`seed:top-up:<username>`, `seed:sale:<n>`), so a second run moves nothing.
 */

/** Dollars each member added by card. */
export const DEMO_TOP_UPS: Record<string, number> = {
  ava: 150,
  milo: 80,
  nora: 120,
  leo: 60,
  zara: 100,
  theo: 45,
  isla: 90,
  omar: 20,
  priya: 130,
  jonas: 75,
  maya: 110,
  eli: 50,
};

/** [buyer, seller, dollars]: each buyer can pay from their top-up. */
export const DEMO_SALES: Array<[buyer: string, seller: string, dollars: number]> = [
  ['milo', 'nora', 42],
  ['leo', 'zara', 35],
  ['priya', 'theo', 48],
  ['maya', 'isla', 55],
  ['ava', 'jonas', 38],
  ['zara', 'nora', 24],
  ['nora', 'priya', 31],
  ['isla', 'maya', 27.5],
  ['eli', 'leo', 33],
  ['jonas', 'omar', 18],
  ['ava', 'eli', 40],
  ['priya', 'zara', 22],
];

const cents = (dollars: number) => Math.round(dollars * 100);

export async function seedDemoWallets(deps: { db: Db; logger: Logger }): Promise<void> {
  const ids = await demoMemberIds(deps.db, Object.keys(DEMO_TOP_UPS));
  await deps.db.transaction(async (tx) => {
    for (const [username, dollars] of Object.entries(DEMO_TOP_UPS)) {
      const userId = ids.get(username);
      if (!userId) continue;
      await creditTopUp(tx, {
        userId,
        amountCents: cents(dollars),
        idempotencyKey: `seed:top-up:${username}`,
        reference: 'seed',
      });
    }
    for (const [index, [buyer, seller, dollars]] of DEMO_SALES.entries()) {
      const fromUserId = ids.get(buyer);
      const toUserId = ids.get(seller);
      if (!fromUserId || !toUserId) continue;
      await transfer(tx, {
        fromUserId,
        toUserId,
        creditCents: cents(dollars),
        cashCents: 0,
        idempotencyKey: `seed:sale:${index + 1}`,
        reference: 'seed',
      });
    }
  });
  deps.logger.info(
    { topUps: Object.keys(DEMO_TOP_UPS).length, sales: DEMO_SALES.length },
    'seeded the demo wallets',
  );
}
