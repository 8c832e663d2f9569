import { describe, expect, it } from 'vitest';
import { formatItemValue, formatMonthYear, initials } from './format';

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

describe('formatItemValue', () => {
  it('shows cents as dollars and cents, or says there is no value', () => {
    expect(formatItemValue(1250)).toBe('$12.50');
    expect(formatItemValue(123_450)).toBe('$1,234.50');
    expect(formatItemValue(0)).toBe('$0.00');
    expect(formatItemValue(null)).toBe('No value');
  });
});
