import { describe, expect, it } from 'vitest';
import { formatMonthYear, initials } from './format';

describe('initials', () => {
  it('takes the first and last names', () => expect(initials('Ava Marie Stone')).toBe('AS'));
  it('takes one letter from a single name', () => expect(initials('milo')).toBe('M'));
  it('copes with blank names', () => expect(initials('   ')).toBe('?'));
});

describe('formatMonthYear', () => {
  it('is empty for an invalid date rather than "Invalid Date"', () =>
    expect(formatMonthYear('nope')).toBe(''));
  it('names the year', () => expect(formatMonthYear('2025-03-02T10:00:00Z')).toContain('2025'));
});
