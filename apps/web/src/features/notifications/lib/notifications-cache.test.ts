import type { Notification, NotificationList } from '@swapyard/domain/notifications';
import { describe, expect, it } from 'vitest';
import { applyRead, listingChangedBy, prependNotification, unreadForLink } from './notifications-cache';

const n = (id: string, read = false): Notification => ({
  id,
  type: 'other',
  title: `Title ${id}`,
  message: 'Message',
  link: null,
  read,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('prependNotification', () => {
  it('puts a new one on top and counts it unread, once', () => {
    const list: NotificationList = { notifications: [n('a')], unreadCount: 3 };
    const next = prependNotification(list, n('b'));
    expect(next.notifications.map((x) => x.id)).toEqual(['b', 'a']);
    expect(next.unreadCount).toBe(4);
    expect(prependNotification(next, n('b'))).toBe(next);
  });

  it('keeps the list at 50', () => {
    const list: NotificationList = {
      notifications: Array.from({ length: 50 }, (_, i) => n(String(i), true)),
      unreadCount: 0,
    };
    const next = prependNotification(list, n('new'));
    expect(next.notifications).toHaveLength(50);
    expect(next.notifications[0]!.id).toBe('new');
    expect(next.notifications.at(-1)!.id).toBe('48');
  });
});

describe('applyRead', () => {
  it('marks listed ids read and lowers the count by those that were unread', () => {
    const list: NotificationList = { notifications: [n('a'), n('b'), n('c', true)], unreadCount: 5 };
    const next = applyRead(list, { ids: ['a', 'c', 'zz'] });
    expect(next.notifications.map((x) => x.read)).toEqual([true, false, true]);
    expect(next.unreadCount).toBe(4);
    expect(applyRead(next, { ids: ['a'] })).toBe(next);
  });

  it('marks everything read with all', () => {
    const list: NotificationList = { notifications: [n('a'), n('b', true)], unreadCount: 60 };
    expect(applyRead(list, { all: true })).toEqual({
      notifications: [{ ...n('a'), read: true }, n('b', true)],
      unreadCount: 0,
    });
  });
});

describe('unreadForLink', () => {
  it('picks the unread ones pointing at the conversation, except those already being marked', () => {
    const at = (id: string, link: string | null, read = false) => ({ ...n(id, read), link });
    const list: NotificationList = {
      notifications: [
        at('a', '/messages/trade/1'),
        at('b', '/messages/trade/1', true),
        at('c', '/messages/trade/2'),
        at('d', '/messages/trade/1'),
        at('e', null),
      ],
      unreadCount: 4,
    };
    expect(unreadForLink(list, '/messages/trade/1', new Set())).toEqual(['a', 'd']);
    expect(unreadForLink(list, '/messages/trade/1', new Set(['a']))).toEqual(['d']);
  });
});

describe('listingChangedBy', () => {
  it('names the listing of a price drop, and nothing for other notifications', () => {
    expect(listingChangedBy({ ...n('a'), type: 'price_drop', link: '/item/abc-123' })).toBe('abc-123');
    expect(listingChangedBy({ ...n('b'), type: 'saved_search', link: '/item/abc-123' })).toBeUndefined();
    expect(listingChangedBy({ ...n('c'), type: 'price_drop', link: '/wallet' })).toBeUndefined();
  });
});
