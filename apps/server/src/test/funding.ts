import * as wallet from '../modules/wallet/service.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

let funded = 0;

/** Gives a member credit (a card top-up) and cash (a sale paid by a funded stranger), through the wallet service. */
export async function fund(t: TestApp, userId: string, money: { creditCents?: number; cashCents?: number }) {
  const key = `test-funding:${++funded}:${userId}`;
  if (money.creditCents) {
    await wallet.creditTopUp(t.db, {
      userId,
      amountCents: money.creditCents,
      idempotencyKey: `${key}:credit`,
    });
  }
  if (money.cashCents) {
    const payer = await createUser(t);
    await wallet.creditTopUp(t.db, {
      userId: payer.id,
      amountCents: money.cashCents,
      idempotencyKey: `${key}:payer`,
    });
    await wallet.transfer(t.db, {
      fromUserId: payer.id,
      toUserId: userId,
      creditCents: money.cashCents,
      cashCents: 0,
      idempotencyKey: `${key}:sale`,
    });
  }
}
