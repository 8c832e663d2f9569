import { describe, expect, it } from 'vitest';
import { roundRating } from './reviews.ts';

describe('roundRating', () => {
  it('rounds an average to one decimal, half up', () => {
    expect(roundRating(4)).toBe(4);
    expect(roundRating(14 / 3)).toBe(4.7);
    expect(roundRating(13 / 3)).toBe(4.3);
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.24)).toBe(4.2);
    expect(roundRating(1)).toBe(1);
    expect(roundRating(5)).toBe(5);
  });

  it('is not fooled by floating-point noise just below a half', () => {
    expect(roundRating(4.35)).toBe(4.4);
    expect(roundRating(1.15)).toBe(1.2);
    expect(roundRating(0.1 + 0.2 + 4.05 - 0.1)).toBe(4.3);
  });

  it('answers null when there is nothing to average', () => {
    expect(roundRating(null)).toBeNull();
    expect(roundRating(undefined)).toBeNull();
    expect(roundRating(Number.NaN)).toBeNull();
  });
});
