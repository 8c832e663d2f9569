import { MAX_RATING, type RatingSummary } from '@swapyard/domain/reviews';

export const reviewsLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "4.7" with one decimal always ("4.0", not "4"), as the profile shows an average rating. */
export const formatAverage = (average: number) => average.toFixed(1);

/** The summary in words, for screen readers and titles: "Rated 4.7 out of 5 from 3 reviews". */
export function ratingSummaryLabel(summary: RatingSummary): string {
  if (summary.average === null || summary.count === 0) return 'No reviews yet';
  return `Rated ${formatAverage(summary.average)} out of ${MAX_RATING} from ${reviewsLabel(summary.count)}`;
}

/** How many of the five stars to fill for an average: rounded to the nearest half star. */
export function filledStars(rating: number): { full: number; half: boolean } {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
/** The word under the star picker: 1 Poor … 5 Excellent. */
export const ratingWord = (rating: number) => RATING_WORDS[rating] ?? '';
