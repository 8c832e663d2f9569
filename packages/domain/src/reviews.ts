import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { text } from './text.ts';

/** Ratings are whole stars from 1 to 5 (docs/product/social.md, "Reviews"). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A review's text: long enough for a paragraph, short enough to show on a card. */
export const MAX_REVIEW_COMMENT_LENGTH = 1000;

/**
 * An average rating to one decimal, as the profile shows it ("4.7"); null when there is nothing to average.
 * Rounds half up on the decimal (4.25 → 4.3) after removing floating-point noise (4.35 stored as 4.3499999…).
 */
export function roundRating(average: number | null | undefined): number | null {
  if (average === null || average === undefined || !Number.isFinite(average)) return null;
  return Math.round(Number((average * 10).toPrecision(12))) / 10;
}

export const ratingSummarySchema = z
  .object({
    /** Average of the reviews about the member, to one decimal; null without reviews. */
    average: z.number().nullable(),
    count: z.number().int(),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** POST /api/trades/{tradeId}/review. */
export const createReviewInputSchema = z
  .strictObject({
    rating: z
      .number()
      .int(`Rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}`)
      .min(MIN_RATING, `Rating must be from ${MIN_RATING} to ${MAX_RATING}`)
      .max(MAX_RATING, `Rating must be from ${MIN_RATING} to ${MAX_RATING}`),
    comment: text({ multiline: true })
      .max(MAX_REVIEW_COMMENT_LENGTH, `A review can be at most ${MAX_REVIEW_COMMENT_LENGTH} characters`)
      .optional()
      .nullable()
      .transform((text) => (text ? text : null)),
  })
  .meta({ id: 'CreateReviewInput' });
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

export const NOT_A_TRADE_PARTY_MESSAGE = 'Only the two members of a trade can review each other';
export const TRADE_NOT_COMPLETED_MESSAGE = 'You can review a member once your trade with them is completed';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this trade';

/** The other member as a review shows them. */
export const reviewProfileSchema = memberCardSchema.meta({ id: 'ReviewProfile' });
export type ReviewProfile = z.infer<typeof reviewProfileSchema>;

export const reviewSchema = z
  .object({
    id: z.string(),
    tradeId: z.string(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    rater: reviewProfileSchema,
    ratedUser: reviewProfileSchema,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

export const reviewPageQuerySchema = z.object({
  cursor: text({ trim: false }).min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE_SIZE).default(REVIEWS_PAGE_SIZE),
});
export type ReviewPageQuery = z.output<typeof reviewPageQuerySchema>;

export const reviewDirections = ['given', 'received'] as const;
export type ReviewDirection = (typeof reviewDirections)[number];
export const myReviewsQuerySchema = reviewPageQuerySchema.extend({
  direction: z.enum(reviewDirections).default('received'),
});
export type MyReviewsQuery = z.output<typeof myReviewsQuerySchema>;

/** A page of reviews, newest first. */
export const reviewListSchema = z
  .object({
    reviews: z.array(reviewSchema),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /api/users/{id}/reviews: reviews about the member, with their average and count. */
export const userReviewListSchema = reviewListSchema
  .extend({ summary: ratingSummarySchema })
  .meta({ id: 'UserReviewList' });
export type UserReviewList = z.infer<typeof userReviewListSchema>;

/** A completed trade the member has not reviewed yet: whom to review and what was traded. */
export const reviewableTradeSchema = z
  .object({
    tradeId: z.string(),
    completedAt: z.string(),
    counterpart: reviewProfileSchema,
    /** Titles of the trade's items still listed (an item deleted since is left out). */
    itemTitles: z.array(z.string()),
  })
  .meta({ id: 'ReviewableTrade' });
export type ReviewableTrade = z.infer<typeof reviewableTradeSchema>;

export const reviewableTradeListSchema = z
  .object({ trades: z.array(reviewableTradeSchema) })
  .meta({ id: 'ReviewableTradeList' });
export type ReviewableTradeList = z.infer<typeof reviewableTradeListSchema>;
