import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT_MESSAGE } from './money.ts';
import { dollarsFormatProblem, parseDollarsToCents } from './wallet.ts';

describe('dollar amounts as typed', () => {
  it('reads dollars and cents, at most two decimals', () => {
    expect(parseDollarsToCents('12.34')).toBe(1234);
    expect(parseDollarsToCents('5')).toBe(500);
    expect(parseDollarsToCents('12.345')).toBeNull();
  });

  it('says an amount with more than two decimals is wrongly written, whatever its size', () => {
    expect(dollarsFormatProblem('12.345')).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(dollarsFormatProblem('5.001')).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(dollarsFormatProblem('1e3')).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(dollarsFormatProblem('12.34')).toBeNull();
    expect(dollarsFormatProblem('4.99')).toBeNull();
    expect(dollarsFormatProblem('')).toBeNull();
  });
});
