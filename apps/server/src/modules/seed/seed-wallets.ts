import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { creditTopUp, transfer } from '../wallet/index.ts';
import { demoMemberIds } from './seed-items.ts';

/**
 * Money for the demo: every demo member topped up their credit wallet by card once, and a few sold something to
 * another demo member (paid from the buyer's credit into the seller's cash), so the wallet page has balances and
 * activity and several members have $30+ of cash to withdraw. Everything goes through the wallet service with
 * fixed idempotency keys (`seed:top-up:<username>`, `seed:sale:<n>`), so a second run moves nothing.
 */

/** Cents each member added by card. */
export const DEMO_TOP_UPS: Record<string, number> = {
  ava: 15_000,
  milo: 8000,
  nora: 12_000,
  leo: 6000,
  zara: 10_000,
  theo: 4500,
  isla: 9000,
  omar: 2000,
  priya: 13_000,
  jonas: 7500,
  maya: 11_000,
  eli: 5000,
};

/** [buyer, seller, cents]: each buyer can pay from their top-up. */
export const DEMO_SALES: Array<[buyer: string, seller: string, cents: number]> = [
  ['milo', 'nora', 4200],
  ['leo', 'zara', 3500],
  ['priya', 'theo', 4800],
  ['maya', 'isla', 5500],
  ['ava', 'jonas', 3800],
  ['zara', 'nora', 2400],
  ['nora', 'priya', 3100],
  ['isla', 'maya', 2750],
  ['eli', 'leo', 3300],
  ['jonas', 'omar', 1800],
  ['ava', 'eli', 4000],
  ['priya', 'zara', 2200],
];

export async function seedDemoWallets(deps: { db: Db; logger: Logger }): Promise<void> {
  const ids = await demoMemberIds(deps.db, Object.keys(DEMO_TOP_UPS));
  await deps.db.transaction(async (tx) => {
    for (const [username, cents] of Object.entries(DEMO_TOP_UPS)) {
      const userId = ids.get(username);
      if (!userId) continue;
      await creditTopUp(tx, {
        userId,
        amountCents: cents,
        idempotencyKey: `seed:top-up:${username}`,
        reference: 'seed',
      });
    }
    for (const [index, [buyer, seller, cents]] of DEMO_SALES.entries()) {
      const fromUserId = ids.get(buyer);
      const toUserId = ids.get(seller);
      if (!fromUserId || !toUserId) continue;
      await transfer(tx, {
        fromUserId,
        toUserId,
        creditCents: cents,
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
