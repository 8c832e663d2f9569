import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notifications.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatNotificationTime (docs/product/notifications.md)', () => {
  it("reads 'Just now' under one hour", () => {
    expect(formatNotificationTime(now, now)).toBe('Just now');
    expect(formatNotificationTime(ago(59 * MINUTE + 59_999), now)).toBe('Just now');
  });

  it("reads '{n}h ago' in whole hours under 24 hours", () => {
    expect(formatNotificationTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatNotificationTime(ago(2 * HOUR - 1), now)).toBe('1h ago');
    expect(formatNotificationTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23h ago');
  });

  it("reads '{n}d ago' in whole days from 24 hours", () => {
    expect(formatNotificationTime(ago(DAY), now)).toBe('1d ago');
    expect(formatNotificationTime(ago(2 * DAY - 1), now)).toBe('1d ago');
    expect(formatNotificationTime(ago(40 * DAY), now)).toBe('40d ago');
  });

  it("takes ISO strings, and reads a time ahead of the clock or unreadable as 'Just now'", () => {
    expect(formatNotificationTime(ago(3 * HOUR).toISOString(), now)).toBe('3h ago');
    expect(formatNotificationTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('Just now');
    expect(formatNotificationTime('not a date', now)).toBe('Just now');
  });
});
