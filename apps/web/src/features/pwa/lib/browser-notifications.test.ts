import type { Notification } from '@swapyard/domain/notifications';
import { describe, expect, it } from 'vitest';
import { browserNotificationOf, planBrowserNotifications } from './browser-notifications';

const n = (id: string, read = false, link: string | null = null): Notification => ({
  id,
  type: 'other',
  title: `Title ${id}`,
  message: `Message ${id}`,
  link,
  read,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const ids = (list: Notification[]) => list.map((x) => x.id);

describe('planBrowserNotifications', () => {
  it('shows unread ones not yet handled, oldest first, and never read ones', () => {
    const list = [n('c'), n('b', true), n('a')];
    expect(ids(planBrowserNotifications(list, new Set()).show)).toEqual(['a', 'c']);
    expect(ids(planBrowserNotifications(list, new Set(['c'])).show)).toEqual(['a']);
    expect(planBrowserNotifications([n('x', true)], new Set())).toEqual({ show: [], skip: [] });
  });

  it('shows only the newest few of a backlog and skips the older ones', () => {
    const list = ['g', 'f', 'e', 'd', 'c', 'b', 'a'].map((id) => n(id));
    const plan = planBrowserNotifications(list, new Set(), 5);
    expect(ids(plan.show)).toEqual(['c', 'd', 'e', 'f', 'g']);
    expect(ids(plan.skip)).toEqual(['b', 'a']);
  });

  it('shows a new one that arrives after the backlog was handled', () => {
    const handled = new Set(['b', 'a']);
    expect(ids(planBrowserNotifications([n('new'), n('b'), n('a')], handled).show)).toEqual(['new']);
  });
});

describe('browserNotificationOf', () => {
  it('carries the text, one tag per notification and the link for the service worker', () => {
    const { title, options } = browserNotificationOf(n('42', false, '/messages/trade/7'));
    expect(title).toBe('Title 42');
    expect(options).toMatchObject({
      body: 'Message 42',
      tag: 'swapyard-notification-42',
      icon: '/icons/icon-192.png',
      data: { url: '/messages/trade/7', notificationId: '42' },
    });
    expect(browserNotificationOf(n('1')).options.data).toMatchObject({ url: '/' });
  });
});
