import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  notificationSchema,
  type Notification,
  type NotificationList,
} from '@swapyard/domain';
import { notifications } from '../../db/schema/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import * as service from './service.ts';

let t: TestApp;
/** What the app publishes (the app is given this recorder instead of its hub). */
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published });
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const eventsTo = (user: TestUser) => published.events.filter((e) => e.topic === `user:${user.id}`);

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

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

let made = 0;
/** A notification of `user`, created `minutesAgo` minutes ago. */
async function notify(
  user: TestUser,
  overrides: { minutesAgo?: number; read?: boolean; title?: string } = {},
) {
  const { notification } = await service.createNotification(t.db, {
    userId: user.id,
    type: 'other',
    title: overrides.title ?? `Notice ${++made}`,
    message: 'Something happened.',
  });
  const createdAt = new Date(Date.now() - (overrides.minutesAgo ?? 0) * 60_000);
  await t.db
    .update(notifications)
    .set({ createdAt, read: overrides.read ?? false })
    .where(eq(notifications.id, notification.id));
  return { ...notification, createdAt: createdAt.toISOString(), read: overrides.read ?? false };
}

async function listOf(client: TestClient): Promise<NotificationList> {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  const body = (await res.json()) as NotificationList;
  expect(notificationListSchema.parse(body)).toEqual(body);
  return body;
}

const stored = async (id: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('signed out', () => {
  it('answers 401 to every notifications endpoint', async () => {
    const visitor = t.client();
    for (const res of [
      await visitor.get('/api/notifications'),
      await visitor.post(`/api/notifications/${UNKNOWN_ID}/read`),
      await visitor.post('/api/notifications/read-all'),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
    }
  });
});

describe('GET /api/notifications', () => {
  it('lists only the member’s own, newest first, with link and read state', async () => {
    const { user, client } = await member();
    const other = await createUser(t);
    await notify(other);
    const { notification: withLink } = await service.createNotification(t.db, {
      userId: user.id,
      type: 'payment',
      title: 'Funds added',
      message: '$25.00 was added to your Credit Wallet.',
      link: '/wallet',
    });
    const older = await notify(user, { minutesAgo: 90, read: true });
    const list = await listOf(client);
    expect(list.notifications.map((n) => n.id)).toEqual([withLink.id, older.id]);
    expect(list.notifications[0]).toMatchObject({
      type: 'payment',
      title: 'Funds added',
      message: '$25.00 was added to your Credit Wallet.',
      link: '/wallet',
      read: false,
    });
    expect(list.notifications[1]).toMatchObject({ link: null, read: true, createdAt: older.createdAt });
    expect(list.unreadCount).toBe(1);
  });

  it('answers an empty list and zero unread for a new member', async () => {
    const { client } = await member();
    expect(await listOf(client)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('shows the newest 50 and counts every unread one, listed or not', async () => {
    const { user, client } = await member();
    const created: Notification[] = [];
    // 53 notifications, one per minute; the 3 oldest are beyond the list and unread, 5 listed ones are read.
    for (let i = 0; i < 53; i++)
      created.push(await notify(user, { minutesAgo: 53 - i, read: i >= 45 && i < 50 }));
    const list = await listOf(client);
    expect(list.notifications).toHaveLength(50);
    expect(list.notifications.map((n) => n.id)).toEqual(
      created
        .slice(3)
        .reverse()
        .map((n) => n.id),
    );
    expect(list.unreadCount).toBe(53 - 5);
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('marks the member’s own notification read, once, and answers it', async () => {
    const { user, client } = await member();
    const n = await notify(user);
    const before = await stored(n.id);
    const res = await client.post(`/api/notifications/${n.id}/read`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Notification;
    expect(notificationSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: n.id, read: true });
    const after = await stored(n.id);
    expect(after.read).toBe(true);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect((await listOf(client)).unreadCount).toBe(0);

    // Idempotent: the same answer, the row untouched.
    const again = await client.post(`/api/notifications/${n.id}/read`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect((await stored(n.id)).updatedAt).toEqual(after.updatedAt);
  });

  it("answers 404 for another member's, unknown and malformed ids, changing nothing", async () => {
    const { client } = await member();
    const other = await createUser(t);
    const theirs = await notify(other);
    for (const id of [theirs.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await client.post(`/api/notifications/${id}/read`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Notification not found' } });
    }
    expect((await stored(theirs.id)).read).toBe(false);
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks every unread notification of the member read, and no one else's", async () => {
    const { user, client } = await member();
    const other = await createUser(t);
    const theirs = await notify(other);
    const mine = [await notify(user), await notify(user), await notify(user, { read: true })];
    const alreadyRead = await stored(mine[2]!.id);
    const res = await client.post('/api/notifications/read-all');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const list = await listOf(client);
    expect(list.unreadCount).toBe(0);
    expect(list.notifications.every((n) => n.read)).toBe(true);
    expect((await stored(theirs.id)).read).toBe(false);
    // The already-read one is not rewritten.
    expect((await stored(mine[2]!.id)).updatedAt).toEqual(alreadyRead.updatedAt);

    const again = await client.post('/api/notifications/read-all');
    expect(await again.json()).toEqual({ updated: 0 });
  });
});

describe('live events', () => {
  it('the endpoints publish reads to the member’s topic after they commit', async () => {
    const { user, client } = await member();
    const a = await notify(user);
    await notify(user);
    expect((await client.post(`/api/notifications/${a.id}/read`)).status).toBe(200);
    expect(eventsTo(user)).toEqual([
      { topic: `user:${user.id}`, event: { type: 'notifications.read', data: { ids: [a.id] } } },
    ]);
    expect((await client.post('/api/notifications/read-all')).status).toBe(200);
    expect(eventsTo(user).at(-1)).toEqual({
      topic: `user:${user.id}`,
      event: { type: 'notifications.read', data: { all: true } },
    });
  });

  it('publishes a read event to the member’s own topic only when something changed', async () => {
    const { user } = await member();
    const realtime = recorder();
    const deps = { db: t.db, realtime };
    const a = await notify(user);
    await notify(user);
    await service.markNotificationRead(deps, user.id, a.id);
    await service.markNotificationRead(deps, user.id, a.id);
    await service.markAllNotificationsRead(deps, user.id);
    await service.markAllNotificationsRead(deps, user.id);
    expect(realtime.events).toEqual([
      { topic: `user:${user.id}`, event: { type: 'notifications.read', data: { ids: [a.id] } } },
      { topic: `user:${user.id}`, event: { type: 'notifications.read', data: { all: true } } },
    ]);
  });

  it('publishes nothing for a refused read', async () => {
    const { user } = await member();
    const other = await createUser(t);
    const theirs = await notify(other);
    const realtime = recorder();
    await expect(
      service.markNotificationRead({ db: t.db, realtime }, user.id, theirs.id),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(realtime.events).toEqual([]);
  });

  it('publishes created notifications to each member’s topic, and logs a failed publish instead of failing', async () => {
    const { user } = await member();
    const realtime = recorder();
    const created = await service.createNotification(t.db, {
      userId: user.id,
      type: 'other',
      title: 'Hello',
      message: 'World',
    });
    await service.publishCreated({ realtime }, [created, undefined]);
    await service.publishCreated({ realtime }, undefined);
    expect(realtime.events).toEqual([
      { topic: `user:${user.id}`, event: { type: 'notification.created', data: created.notification } },
    ]);

    const failing: Realtime = { publish: () => Promise.reject(new Error('pub/sub down')) };
    await expect(
      service.publishCreated({ realtime: failing, logger: t.logger }, created),
    ).resolves.toBeUndefined();
    expect(t.logs.some((line) => line.msg === 'could not publish a notification event')).toBe(true);
  });
});

describe('createNotification', () => {
  it('belongs to the caller’s transaction: a rolled-back change leaves no notification', async () => {
    const user = await createUser(t);
    await expect(
      t.db.transaction(async (tx) => {
        await service.createNotification(tx, { userId: user.id, type: 'other', title: 'T', message: 'M' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });

  it('takes only app paths as links, and needs a title and a message', async () => {
    const user = await createUser(t);
    const base = { userId: user.id, type: 'other' as const, title: 'T', message: 'M' };
    for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'wallet']) {
      await expect(service.createNotification(t.db, { ...base, link })).rejects.toThrow(/app path/);
    }
    await expect(service.createNotification(t.db, { ...base, title: ' ' })).rejects.toThrow(/title/);
    await expect(service.createNotification(t.db, { ...base, message: '' })).rejects.toThrow(/message/);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });
});
