import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from './live.ts';
import type { Notification } from './notifications.ts';
import {
  clientMessageSchema,
  MAX_CLIENT_MESSAGE_CHARS,
  realtimeEventSchema,
  serverMessageSchema,
  type RealtimeEvent,
} from './realtime.ts';
import { exampleAuction } from './realtime-examples.ts';

const now = '2026-03-10T12:00:00.000Z';

const notification: Notification = {
  id: 'n1',
  type: 'payment',
  title: 'Funds added',
  message: '$25.00 was added to your Credit Wallet.',
  link: '/wallet',
  read: false,
  createdAt: now,
  updatedAt: now,
};

const auction = exampleAuction();

/** One of each event the server publishes, as it publishes it. */
const events: RealtimeEvent[] = [
  { type: 'trade.updated', data: { tradeId: 't1', status: 'accepted' } },
  { type: 'trade.message', data: { id: 'm1', tradeId: 't1', senderId: 'u1', content: 'Hi', createdAt: now } },
  { type: 'trade.typing', data: { tradeId: 't1', userId: 'u1' } },
  { type: 'trade.changed', data: { tradeId: 't1', status: 'pending' } },
  {
    type: 'dm.created',
    data: { id: 'd1', senderId: 'u1', recipientId: 'u2', content: 'Hello', createdAt: now, readAt: null },
  },
  { type: 'dm.read', data: { readerId: 'u2', senderId: 'u1', readAt: now } },
  { type: 'dm.typing', data: { fromUserId: 'u1' } },
  { type: 'notification.created', data: notification },
  { type: 'notifications.read', data: { ids: ['n1'] } },
  { type: 'notifications.read', data: { all: true } },
  {
    type: 'live.message',
    data: {
      id: 'l1',
      streamId: 's1',
      sender: { id: 'u1', username: 'leo', fullName: 'Leo', avatarUrl: null },
      message: 'Hi all',
      type: 'chat',
      createdAt: now,
    },
  },
  { type: 'live.message_removed', data: { id: 'l1' } },
  { type: 'live.auction', data: auction },
  { type: 'live.viewers', data: { count: 4 } },
  { type: 'live.stream', data: { status: 'ended' } },
  { type: 'live.streams_changed' },
  { type: 'circle.changed' },
  { type: 'cases.changed' },
];

describe('realtime events', () => {
  it('parses every event the server publishes, as it is', () => {
    for (const event of events) expect(realtimeEventSchema.parse(event), event.type).toEqual(event);
  });

  it('has one schema per event type', () => {
    const types = realtimeEventSchema.options.map((option) => option.shape.type.value);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(types));
  });

  it('refuses an unknown type, and data that does not fit its type', () => {
    expect(realtimeEventSchema.safeParse({ type: 'other', data: {} }).success).toBe(false);
    expect(realtimeEventSchema.safeParse({ data: {} }).success).toBe(false);
    expect(realtimeEventSchema.safeParse({ type: 'trade.updated', data: {} }).success).toBe(false);
    expect(
      realtimeEventSchema.safeParse({ type: 'trade.updated', data: { tradeId: 't1', status: 'lost' } })
        .success,
    ).toBe(false);
    expect(realtimeEventSchema.safeParse({ type: 'notifications.read', data: {} }).success).toBe(false);
    expect(realtimeEventSchema.safeParse({ type: 'notification.created', data: { id: 'n1' } }).success).toBe(
      false,
    );
    expect(
      realtimeEventSchema.safeParse({ type: LIVE_EVENTS.viewers, data: { count: 'many' } }).success,
    ).toBe(false);
    expect(realtimeEventSchema.safeParse({ type: LIVE_EVENTS.viewers, data: { count: -1 } }).success).toBe(
      false,
    );
    expect(realtimeEventSchema.safeParse({ type: LIVE_EVENTS.auction, data: { id: 'a' } }).success).toBe(
      false,
    );
    expect(realtimeEventSchema.safeParse({ type: 'dm.typing' }).success).toBe(false);
  });
});

describe('server frames', () => {
  it('parses each frame the server sends', () => {
    const frames = [
      { type: 'subscribed', topic: 'user:1' },
      { type: 'unsubscribed', topic: 'user:1' },
      { type: 'pong' },
      { type: 'resync' },
      { type: 'error', message: 'Unknown message' },
      { type: 'error', topic: 'trade:9', message: 'Forbidden' },
      { type: 'event', topic: 'user:1', event: { type: 'notification.created', data: notification } },
      { type: 'event', topic: 'staff:cases', event: { type: 'cases.changed' } },
    ];
    for (const frame of frames) expect(serverMessageSchema.parse(frame)).toEqual(frame);
  });

  it('refuses a malformed frame or an event that is not one', () => {
    expect(serverMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'subscribed' }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'error', topic: 'user:1' }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'event', event: { type: 'cases.changed' } }).success).toBe(
      false,
    );
    expect(
      serverMessageSchema.safeParse({ type: 'event', topic: 'user:1', event: { type: 'secret' } }).success,
    ).toBe(false);
    expect(
      serverMessageSchema.safeParse({
        type: 'event',
        topic: 'user:1',
        event: { type: 'notification.created', data: { id: 'n1' } },
      }).success,
    ).toBe(false);
  });
});

describe('client messages', () => {
  it('parses subscribe, unsubscribe and ping', () => {
    expect(clientMessageSchema.parse({ type: 'subscribe', topic: 'user:1' })).toEqual({
      type: 'subscribe',
      topic: 'user:1',
    });
    expect(clientMessageSchema.parse({ type: 'unsubscribe', topic: 'user:1' })).toEqual({
      type: 'unsubscribe',
      topic: 'user:1',
    });
    expect(clientMessageSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
  });

  it('refuses other messages, and topics empty or over 200 characters', () => {
    expect(clientMessageSchema.safeParse({ type: 'publish', topic: 'user:1' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'subscribe' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'subscribe', topic: '' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'subscribe', topic: 'x'.repeat(201) }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'subscribe', topic: 'x'.repeat(200) }).success).toBe(true);
    expect(MAX_CLIENT_MESSAGE_CHARS).toBeGreaterThan(200);
  });
});
