import { describe, expect, it } from 'vitest';
import { filledStars, formatAverage, ratingSummaryLabel, ratingWord, reviewsLabel } from './reviews';

describe('review labels', () => {
  it('shows averages with one decimal and counts in words', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.7)).toBe('4.7');
    expect(reviewsLabel(1)).toBe('1 review');
    expect(reviewsLabel(3)).toBe('3 reviews');
    expect(ratingSummaryLabel({ average: 4.7, count: 3 })).toBe('Rated 4.7 out of 5 from 3 reviews');
    expect(ratingSummaryLabel({ average: null, count: 0 })).toBe('No reviews yet');
  });
  it('fills stars to the nearest half', () => {
    expect(filledStars(4.7)).toEqual({ full: 4, half: true });
    expect(filledStars(4.8)).toEqual({ full: 5, half: false });
    expect(filledStars(3.2)).toEqual({ full: 3, half: false });
    expect(filledStars(3.3)).toEqual({ full: 3, half: true });
    expect(filledStars(9)).toEqual({ full: 5, half: false });
  });
  it('names each rating', () => {
    expect(ratingWord(1)).toBe('Poor');
    expect(ratingWord(5)).toBe('Excellent');
    expect(ratingWord(0)).toBe('');
  });
});
