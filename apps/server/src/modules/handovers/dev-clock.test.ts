import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeHandovers } from '../../db/schema/index.ts';
import { listen } from '../../server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { item, member, tradeOf } from '../trades/trade-test-kit.ts';

// The developer's clock (dev-clock.ts): loopback only, and it moves a handover's times back.
let t: TestApp;
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  const { server, port } = await listen(t.app.fetch, 0, '127.0.0.1');
  base = `http://127.0.0.1:${port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await t.close();
});

const age = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/dev/handovers/${id}/age`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });

describe('POST /dev/handovers/{id}/age', () => {
  it('moves the acceptance back by whole days; refuses other bodies, unknown ids and other machines', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 2500 });
    const listed = await item(t, seller.user, { valueCents: 2500 });
    const sale = await tradeOf(
      await buyer.client.post('/api/trades/buy', {
        itemId: listed.id,
        priceCents: 2500,
        paymentMethod: 'credit',
      }),
      201,
    );
    const [row] = await t.db.select().from(tradeHandovers).where(eq(tradeHandovers.tradeId, sale.id));
    expect((await age(row!.id, { days: 6 })).status).toBe(204);
    const [aged] = await t.db.select().from(tradeHandovers).where(eq(tradeHandovers.id, row!.id));
    expect(row!.acceptedAt.getTime() - aged!.acceptedAt.getTime()).toBe(6 * 86_400_000);
    expect((await age(row!.id, { days: 0 })).status).toBe(400);
    expect((await age('00000000-0000-4000-8000-000000000000', { days: 1 })).status).toBe(404);
    // Through the app without a loopback peer (a proxied request): not there.
    const proxied = await t.app.request(`/dev/handovers/${row!.id}/age`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ days: 1 }),
    });
    expect(proxied.status).toBe(404);
  });
});
