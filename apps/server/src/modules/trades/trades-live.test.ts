import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieOf, listenForSockets, TestSocket } from '../realtime/test-socket.ts';
import { item, member, tradeOf, type Member } from './trade-test-kit.ts';

// The app's own hub and sockets: a trade's topic is registered in app.ts and served like any other.
let t: TestApp;
let served: Awaited<ReturnType<typeof listenForSockets>>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  served = await listenForSockets(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await served.close();
  await t.close();
});

async function open(who: Member): Promise<TestSocket> {
  const socket = await TestSocket.open(served.url, { Cookie: cookieOf(who.client) });
  sockets.push(socket);
  return socket;
}

describe("live trade conversation on 'trade:{id}'", () => {
  it('delivers messages, typing and status changes to the parties; nobody else may listen', async () => {
    const alice = await member(t, { creditCents: 1000 });
    const bob = await member(t);
    const carol = await member(t);
    const trade = await tradeOf(
      await alice.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: (await item(t, bob.user)).id,
        cashCents: 1000,
        paymentMethod: 'credit',
      }),
      201,
    );
    const topic = `trade:${trade.id}`;
    const bobs = await open(bob);
    expect(await bobs.subscribe(topic)).toEqual({ type: 'subscribed', topic });
    const eve = await open(carol);
    expect(await eve.subscribe(topic)).toEqual({
      type: 'error',
      topic,
      message: 'You cannot subscribe to this topic',
    });

    expect((await alice.client.post(`/api/trades/${trade.id}/typing`)).status).toBe(204);
    expect((await bobs.next((f) => f.event?.type === 'trade.typing')).event).toEqual({
      type: 'trade.typing',
      data: { tradeId: trade.id, userId: alice.id },
    });
    const sent = await (
      await alice.client.post(`/api/trades/${trade.id}/messages`, { content: 'Hi' })
    ).json();
    expect((await bobs.next((f) => f.event?.type === 'trade.message')).event).toEqual({
      type: 'trade.message',
      data: sent,
    });
    await tradeOf(await bob.client.post(`/api/trades/${trade.id}/respond`, { action: 'accept' }));
    expect((await bobs.next((f) => f.event?.type === 'trade.updated')).event).toEqual({
      type: 'trade.updated',
      data: { tradeId: trade.id, status: 'accepted' },
    });
    expect(eve.frames.filter((f) => f.type === 'event')).toEqual([]);
  });
});
