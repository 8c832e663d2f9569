import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationListSchema,
  DEFAULT_THEME_COLOR,
  DIRECT_THREAD_PAGE_SIZE,
  directMessageSchema,
  directThreadSchema,
  type ConversationList,
  type DirectMessage,
  type DirectThread,
  type NotificationList,
} from '@swapyard/domain';
import { directMessages, notifications, profiles } from '../../db/schema/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  // Many members sign in from one address here; the limits themselves are the auth suite's.
  t = await createTestApp({ realtime: published, config: { authRateLimit: false } });
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Records what is published, as the realtime hub would receive it. */
function recorder(): Realtime & { events: Array<{ topic: string; event: RealtimeEvent }> } {
  const events: Array<{ topic: string; event: RealtimeEvent }> = [];
  return {
    events,
    publish: async (topic, event) => {
      events.push({ topic, event });
    },
  };
}

const eventsTo = (user: TestUser, type?: string) =>
  published.events
    .filter((e) => e.topic === `user:${user.id}` && (type === undefined || e.event.type === type))
    .map((e) => e.event);

interface Member {
  user: TestUser;
  client: TestClient;
}

async function member(fullName?: string): Promise<Member> {
  const user = await createUser(t, fullName ? { fullName } : {});
  return { user, client: await signedInClient(t, user) };
}

async function send(from: Member, to: TestUser | string, content: string): Promise<DirectMessage> {
  const res = await from.client.post(`/api/messages/direct/${typeof to === 'string' ? to : to.id}`, {
    content,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as DirectMessage;
  expect(directMessageSchema.parse(body)).toEqual(body);
  return body;
}

/** A message stored directly, `minutesAgo` minutes ago (orders and pages without waiting). */
async function stored(from: TestUser, to: TestUser, content: string, minutesAgo: number, read = false) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await t.db
    .insert(directMessages)
    .values({ senderId: from.id, recipientId: to.id, content, createdAt, readAt: read ? createdAt : null })
    .returning();
  return row!;
}

async function conversationsOf(m: Member): Promise<ConversationList> {
  const res = await m.client.get('/api/messages/conversations');
  expect(res.status).toBe(200);
  const body = (await res.json()) as ConversationList;
  expect(conversationListSchema.parse(body)).toEqual(body);
  return body;
}

async function threadOf(m: Member, other: TestUser, before?: string): Promise<DirectThread> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const res = await m.client.get(`/api/messages/direct/${other.id}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as DirectThread;
  expect(directThreadSchema.parse(body)).toEqual(body);
  return body;
}

const messageNotifications = async (user: TestUser) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).filter(
    (n) => n.type === 'message',
  );

describe('signed out', () => {
  it('answers 401 with the sign-in message to every messages endpoint', async () => {
    const visitor = t.client();
    for (const res of [
      await visitor.get('/api/messages/conversations'),
      await visitor.get(`/api/messages/direct/${UNKNOWN_ID}`),
      await visitor.post(`/api/messages/direct/${UNKNOWN_ID}`, { content: 'Hi' }),
      await visitor.post(`/api/messages/direct/${UNKNOWN_ID}/read`),
      await visitor.post(`/api/messages/direct/${UNKNOWN_ID}/typing`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to send messages' },
      });
    }
  });
});

describe('POST /api/messages/direct/{userId}', () => {
  it('stores the trimmed message, unread, and publishes dm.created to both members after commit', async () => {
    const a = await member();
    const b = await member();
    const message = await send(a, b.user, '   Is the jacket still available?  \n');
    expect(message).toMatchObject({
      senderId: a.user.id,
      recipientId: b.user.id,
      content: 'Is the jacket still available?',
      readAt: null,
    });
    const [row] = await t.db.select().from(directMessages).where(eq(directMessages.id, message.id));
    expect(row).toMatchObject({ content: 'Is the jacket still available?', readAt: null });
    expect(eventsTo(b.user, 'dm.created')).toEqual([{ type: 'dm.created', data: message }]);
    expect(eventsTo(a.user, 'dm.created')).toEqual([{ type: 'dm.created', data: message }]);
  });

  it('refuses blank, whitespace-only and missing content, storing nothing', async () => {
    const a = await member();
    const b = await member();
    for (const body of [{ content: '' }, { content: '   \n\t ' }, {}]) {
      const res = await a.client.post(`/api/messages/direct/${b.user.id}`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const rows = await t.db.select().from(directMessages).where(eq(directMessages.senderId, a.user.id));
    expect(rows).toEqual([]);
    expect(eventsTo(b.user)).toEqual([]);
  });

  it('refuses a message over 2000 characters', async () => {
    const a = await member();
    const b = await member();
    const res = await a.client.post(`/api/messages/direct/${b.user.id}`, { content: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    await send(a, b.user, 'x'.repeat(2000));
  });

  it('refuses messaging yourself (400) and unknown or malformed members (404)', async () => {
    const a = await member();
    const self = await a.client.post(`/api/messages/direct/${a.user.id}`, { content: 'Hi me' });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'You cannot message yourself' },
    });
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await a.client.post(`/api/messages/direct/${id}`, { content: 'Hello?' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }
    const rows = await t.db.select().from(directMessages).where(eq(directMessages.senderId, a.user.id));
    expect(rows).toEqual([]);
  });

  it('raises no bell notification: a direct message belongs to Messages only (its badge and list)', async () => {
    const a = await member('Ada Sender');
    const b = await member();
    await send(a, b.user, 'First question');
    await send(a, b.user, 'Second question');
    expect(await messageNotifications(b.user)).toEqual([]);
    expect(eventsTo(b.user, 'notification.created')).toEqual([]);
    const list = (await (await b.client.get('/api/notifications')).json()) as NotificationList;
    expect(list.notifications).toEqual([]);
    // What Messages shows instead: the live event and the unread count.
    expect(eventsTo(b.user, 'dm.created')).toHaveLength(2);
    expect((await conversationsOf(b)).unreadCount).toBe(2);
  });
});

describe('GET /api/messages/direct/{userId}', () => {
  it('answers the counterpart and only the messages between the two, oldest first', async () => {
    const a = await member('Ada Lovelace');
    const b = await member('Bo Brown');
    const c = await member();
    const m1 = await stored(a.user, b.user, 'one', 30);
    const m2 = await stored(b.user, a.user, 'two', 20);
    await stored(a.user, c.user, 'elsewhere', 15);
    await stored(c.user, b.user, 'also elsewhere', 12);
    const m3 = await stored(a.user, b.user, 'three', 10);

    // The counterpart comes with their theme colour: their avatar looks as on their profile.
    await t.db.update(profiles).set({ themeColor: '#e11d48' }).where(eq(profiles.id, b.user.id));
    const thread = await threadOf(a, b.user);
    expect(thread.counterpart).toEqual({
      id: b.user.id,
      username: b.user.username,
      fullName: 'Bo Brown',
      avatarUrl: null,
      themeColor: '#e11d48',
    });
    expect(thread.messages.map((m) => m.id)).toEqual([m1.id, m2.id, m3.id]);
    expect(thread.nextCursor).toBeNull();
    // The other side sees the same thread with A as the counterpart.
    const fromB = await threadOf(b, a.user);
    expect(fromB.counterpart.id).toBe(a.user.id);
    expect(fromB.messages.map((m) => m.id)).toEqual([m1.id, m2.id, m3.id]);
    // Reading does not mark read.
    expect(fromB.messages.find((m) => m.id === m1.id)?.readAt).toBeNull();
  });

  it('answers an empty thread with a member never written to', async () => {
    const a = await member();
    const b = await member();
    expect(await threadOf(a, b.user)).toMatchObject({ messages: [], nextCursor: null });
  });

  it('pages back with `before` without gaps or repeats, and refuses a cursor it did not make', async () => {
    const a = await member();
    const b = await member();
    const total = DIRECT_THREAD_PAGE_SIZE + 3;
    const ids: string[] = [];
    for (let i = 0; i < total; i++) {
      const row = await stored(i % 2 ? b.user : a.user, i % 2 ? a.user : b.user, `m${i}`, total - i);
      ids.push(row.id);
    }
    const first = await threadOf(a, b.user);
    expect(first.messages.map((m) => m.id)).toEqual(ids.slice(3));
    expect(first.nextCursor).not.toBeNull();
    const second = await threadOf(a, b.user, first.nextCursor!);
    expect(second.messages.map((m) => m.id)).toEqual(ids.slice(0, 3));
    expect(second.nextCursor).toBeNull();

    const bad = await a.client.get(`/api/messages/direct/${b.user.id}?before=nonsense`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid query: before: Invalid cursor',
    );
  });

  it('refuses yourself (400) and unknown members (404)', async () => {
    const a = await member();
    expect((await a.client.get(`/api/messages/direct/${a.user.id}`)).status).toBe(400);
    expect((await a.client.get(`/api/messages/direct/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await a.client.get('/api/messages/direct/nobody')).status).toBe(404);
  });
});

describe('GET /api/messages/conversations', () => {
  it('groups by counterpart with the last message either way, its time and the unread count, most recent first', async () => {
    const me = await member();
    const b = await member('Bo Brown');
    const c = await member('Cy Cole');
    const d = await member();
    await stored(b.user, me.user, 'b1 read', 60, true);
    await stored(b.user, me.user, 'b2', 50);
    await stored(b.user, me.user, 'b3', 40);
    const lastToB = await stored(me.user, b.user, 'my reply to b', 30);
    await stored(c.user, me.user, 'c1', 20);
    const lastFromC = await stored(c.user, me.user, 'c2', 10);
    // Not mine: someone else's conversation, and my own message read by its recipient.
    await stored(b.user, d.user, 'b to d', 5);

    const list = await conversationsOf(me);
    expect(list.conversations).toEqual([
      {
        counterpart: {
          id: c.user.id,
          username: c.user.username,
          fullName: 'Cy Cole',
          avatarUrl: null,
          themeColor: DEFAULT_THEME_COLOR,
        },
        lastMessage: 'c2',
        lastMessageTime: lastFromC.createdAt.toISOString(),
        lastMessageFromMe: false,
        unreadCount: 2,
      },
      {
        counterpart: {
          id: b.user.id,
          username: b.user.username,
          fullName: 'Bo Brown',
          avatarUrl: null,
          themeColor: DEFAULT_THEME_COLOR,
        },
        lastMessage: 'my reply to b',
        lastMessageTime: lastToB.createdAt.toISOString(),
        lastMessageFromMe: true,
        unreadCount: 2,
      },
    ]);
    expect(list.unreadCount).toBe(4);

    // My unread message to B counts for B, not for me.
    const fromB = await conversationsOf(b);
    expect(fromB.unreadCount).toBe(1);
    expect(fromB.conversations.map((x) => [x.counterpart.id, x.unreadCount])).toEqual([
      [d.user.id, 0],
      [me.user.id, 1],
    ]);
  });

  it('answers an empty list and zero unread for a new member', async () => {
    const me = await member();
    expect(await conversationsOf(me)).toEqual({ conversations: [], unreadCount: 0 });
  });
});

describe('POST /api/messages/direct/{userId}/read', () => {
  it("marks read only the counterpart's unread messages to the member, and tells both members", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const fromB1 = await stored(b.user, a.user, 'b1', 30);
    const fromB2 = await stored(b.user, a.user, 'b2', 20);
    const earlier = await stored(b.user, a.user, 'b0', 40, true);
    const toB = await stored(a.user, b.user, 'mine', 10);
    const fromC = await stored(c.user, a.user, 'c1', 5);

    const res = await a.client.post(`/api/messages/direct/${b.user.id}/read`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });

    const rows = new Map((await t.db.select().from(directMessages)).map((r) => [r.id, r]));
    expect(rows.get(fromB1.id)!.readAt).not.toBeNull();
    expect(rows.get(fromB2.id)!.readAt).not.toBeNull();
    expect(rows.get(earlier.id)!.readAt).toEqual(earlier.readAt);
    expect(rows.get(toB.id)!.readAt).toBeNull();
    expect(rows.get(fromC.id)!.readAt).toBeNull();

    const readAt = rows.get(fromB1.id)!.readAt!.toISOString();
    const event = { type: 'dm.read', data: { readerId: a.user.id, senderId: b.user.id, readAt } };
    expect(eventsTo(a.user, 'dm.read')).toEqual([event]);
    expect(eventsTo(b.user, 'dm.read')).toEqual([event]);
    expect(eventsTo(c.user, 'dm.read')).toEqual([]);
    expect((await conversationsOf(a)).unreadCount).toBe(1);

    // Nothing left to read: nothing changes, nothing is published.
    const again = await a.client.post(`/api/messages/direct/${b.user.id}/read`);
    expect(await again.json()).toEqual({ updated: 0 });
    expect(eventsTo(a.user, 'dm.read')).toHaveLength(1);
  });

  it('refuses yourself (400) and unknown members (404)', async () => {
    const a = await member();
    expect((await a.client.post(`/api/messages/direct/${a.user.id}/read`)).status).toBe(400);
    expect((await a.client.post(`/api/messages/direct/${UNKNOWN_ID}/read`)).status).toBe(404);
  });
});

describe('POST /api/messages/direct/{userId}/typing', () => {
  it('publishes dm.typing to the counterpart only, storing nothing', async () => {
    const a = await member();
    const b = await member();
    const res = await a.client.post(`/api/messages/direct/${b.user.id}/typing`);
    expect(res.status).toBe(204);
    expect(eventsTo(b.user, 'dm.typing')).toEqual([{ type: 'dm.typing', data: { fromUserId: a.user.id } }]);
    expect(eventsTo(a.user)).toEqual([]);
    expect(await t.db.select().from(directMessages).where(eq(directMessages.senderId, a.user.id))).toEqual(
      [],
    );
  });

  it('refuses yourself (400) and unknown members (404)', async () => {
    const a = await member();
    expect((await a.client.post(`/api/messages/direct/${a.user.id}/typing`)).status).toBe(400);
    expect((await a.client.post(`/api/messages/direct/${UNKNOWN_ID}/typing`)).status).toBe(404);
    expect(eventsTo(a.user)).toEqual([]);
  });
});
