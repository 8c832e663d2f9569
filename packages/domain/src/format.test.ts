import { describe, expect, it } from 'vitest';
import { formatBadgeCount, lazily } from './format.ts';

describe('formatBadgeCount', () => {
  it('hides the badge at zero', () => expect(formatBadgeCount(0)).toBeNull());
  it('shows the count up to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });
  it("shows '99+' above 99", () => expect(formatBadgeCount(100)).toBe('99+'));
});

describe('lazily', () => {
  it('makes nothing until first asked, then the same one every time', () => {
    let made = 0;
    const formatter = lazily(() => ({ n: ++made }));
    expect(made).toBe(0);
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });
});
