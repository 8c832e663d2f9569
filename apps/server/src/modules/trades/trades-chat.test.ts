import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRADE_MESSAGES,
  tradeMessageListSchema,
  tradeMessageSchema,
  type TradeMessage,
  type TradeMessageList,
} from '@swapyard/domain';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defaultTopicAuthorisers } from '../realtime/topics.ts';
import { tradeTopicAuthoriser } from './service.ts';
import { expectError, item, member, recorder, tradeOf, type Member } from './trade-test-kit.ts';

let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published, config: { authRateLimit: false } });
});
afterAll(() => t.close());

async function scene() {
  const alice = await member(t);
  const bob = await member(t);
  const carol = await member(t);
  const trade = await tradeOf(
    await alice.client.post('/api/trades', { kind: 'invitation', ownerItemId: (await item(t, bob.user)).id }),
    201,
  );
  return { alice, bob, carol, trade };
}

const send = (who: Member, tradeId: string, content: unknown) =>
  who.client.post(`/api/trades/${tradeId}/messages`, { content });
const messagesOf = async (who: Member, tradeId: string) => {
  const res = await who.client.get(`/api/trades/${tradeId}/messages`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as TradeMessageList;
  expect(tradeMessageListSchema.parse(body)).toEqual(body);
  return body.messages;
};
const messageNotes = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (note) => note.type === 'message',
  );

describe('trade chat', () => {
  it('lets the two parties write (trimmed, oldest first), live on the trade topic; nobody else reads it', async () => {
    const { alice, bob, carol, trade } = await scene();
    expect(await messagesOf(bob, trade.id)).toEqual([]);
    const res = await send(alice, trade.id, '  Hi Bob!  ');
    expect(res.status).toBe(201);
    const first = (await res.json()) as TradeMessage;
    expect(tradeMessageSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ tradeId: trade.id, senderId: alice.id, content: 'Hi Bob!' });
    const second = (await (await send(bob, trade.id, 'Hello')).json()) as TradeMessage;
    expect((await messagesOf(alice, trade.id)).map((msg) => msg.id)).toEqual([first.id, second.id]);
    expect(published.events).toContainEqual({
      topic: `trade:${trade.id}`,
      event: { type: 'trade.message', data: first },
    });
    // The lists show it as the last message.
    expect((await tradeOf(await alice.client.get(`/api/trades/${trade.id}`))).lastMessage).toEqual(second);
    expect(published.events).toContainEqual({
      topic: `user:${bob.id}`,
      event: { type: 'trade.changed', data: { tradeId: trade.id, status: 'pending' } },
    });

    await expectError(
      await carol.client.get(`/api/trades/${trade.id}/messages`),
      404,
      TRADE_MESSAGES.notFound,
    );
    await expectError(await send(carol, trade.id, 'Me too'), 404, TRADE_MESSAGES.notFound);
    await expectError(
      await carol.client.get('/api/trades/not-a-uuid/messages'),
      404,
      TRADE_MESSAGES.notFound,
    );
  });

  it('never sends a blank message', async () => {
    const { alice, trade } = await scene();
    for (const content of ['', '   \n ', 42, 'x'.repeat(2001)]) {
      expect((await send(alice, trade.id, content)).status).toBe(400);
    }
    expect(await messagesOf(alice, trade.id)).toEqual([]);
  });

  it("notifies the other party once per unread conversation ('message')", async () => {
    const { alice, bob, trade } = await scene();
    await send(alice, trade.id, 'One');
    await send(alice, trade.id, 'Two');
    const notes = await messageNotes(bob.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ link: `/messages/trade/${trade.id}`, message: 'One', read: false });
    expect(await messageNotes(alice.id)).toEqual([]);
    await bob.client.post(`/api/notifications/${notes[0]!.id}/read`);
    await send(alice, trade.id, 'Three');
    expect(await messageNotes(bob.id)).toHaveLength(2);
  });

  it("signals 'typing...' on the trade topic, to parties only, storing nothing", async () => {
    const { alice, carol, trade } = await scene();
    const res = await alice.client.post(`/api/trades/${trade.id}/typing`);
    expect(res.status).toBe(204);
    expect(published.events.at(-1)).toEqual({
      topic: `trade:${trade.id}`,
      event: { type: 'trade.typing', data: { tradeId: trade.id, userId: alice.id } },
    });
    const count = published.events.length;
    await expectError(
      await carol.client.post(`/api/trades/${trade.id}/typing`),
      404,
      TRADE_MESSAGES.notFound,
    );
    expect(published.events).toHaveLength(count);
    expect(await messagesOf(alice, trade.id)).toEqual([]);
  });
});

describe("realtime topic 'trade:{id}'", () => {
  it('is open to the two parties only', async () => {
    const { alice, bob, carol, trade } = await scene();
    const topics = defaultTopicAuthorisers().register('trade', tradeTopicAuthoriser(t.db));
    expect(await topics.authorise(alice.id, `trade:${trade.id}`)).toBe('allowed');
    expect(await topics.authorise(bob.id, `trade:${trade.id}`)).toBe('allowed');
    expect(await topics.authorise(carol.id, `trade:${trade.id}`)).toBe('forbidden');
    expect(await topics.authorise(alice.id, 'trade:not-a-uuid')).toBe('forbidden');
  });
});
