import { z } from 'zod';
import { text } from './text.ts';
import { uploadCategories, type UploadCategory } from './item-labels.ts';
import { itemSchema, MAX_ITEMS_PAGE_SIZE } from './items.ts';
import type { SurveyCategory } from './survey.ts';

/*
 * The home feed, with a real match score (docs/product/feed.md). The server scores and orders in SQL; the points
 * and the reason wording live here so the score's meaning is written down once.
 */

/** The home feed's wording (docs/product/feed.md, "The cards and the page"). */
export const feedMessages = {
  loading: 'Finding your perfect matches...',
  emptyTitle: 'Building your matches...',
  emptyText: 'Like and save items to improve recommendations!',
  viewMore: 'View More Matches',
} as const;

export const FEED_PAGE_SIZE = 20;

/**
 * Which upload categories each survey category stands for: a member into Music is shown records, instruments and
 * audio gear. Every survey category maps to at least one upload category. When two of a member's categories cover
 * the same upload category, the reason names the one they listed first (the feed query's rule).
 */
export const surveyCategoryUploadCategories: Record<SurveyCategory, readonly UploadCategory[]> = {
  Music: ['music_media', 'musical_instruments', 'audio_equipment'],
  Fashion: ['clothing', 'accessories', 'shoes_footwear'],
  Technology: ['electronics', 'camera_equipment', 'audio_equipment'],
  Collectibles: ['collectibles', 'books_magazines'],
  'Arts & Crafts': ['art', 'home_garden'],
  'Beauty & Wellness': ['health_beauty'],
};

const uploadCategoryLabels = new Map<string, string>(uploadCategories.map((c) => [c.value, c.label]));

/** The heading of /discovery?category=: the upload category's label; undefined for a value that is not one. */
export const feedCategoryLabel = (category: string): string | undefined => uploadCategoryLabels.get(category);

/**
 * Points of the match score (0–100). An item that hits one of the member's interests in its title or brand is a far
 * stronger sign than one in its description; following the seller, a category they chose and brands or categories
 * they liked or saved add up; the budget separates otherwise equal items. The sum is capped at 100.
 */
export const MATCH_POINTS = {
  interestInTitleOrBrand: 45,
  interestElsewhere: 30,
  followedSeller: 20,
  likedBrand: 15,
  interestCategory: 15,
  likedCategory: 10,
  inBudget: 10,
  /** An item without a price is neither in nor out of budget. */
  noPrice: 5,
} as const;
export const MAX_MATCH_SCORE = 100;

/**
 * The least score a card advertises ('50% match'). Below it the badge says more against the item than for it
 * ('25% match'), so the card shows only its reason. The feed orders the advertised scores first, highest first, so
 * the badges a member reads never go up as they scroll (docs/product/feed.md).
 */
export const SHOWN_MATCH_MIN = 50;

/** The score a card shows, or null when it shows none (a visitor's card, or a weak match). */
export const shownMatchScore = (score: number): number | null => (score >= SHOWN_MATCH_MIN ? score : null);

/**
 * Ordering beyond the match: up to FRESHNESS_POINTS for a brand-new listing, halving every FRESHNESS_HALF_LIFE_DAYS;
 * and variety, each earlier item of the same seller (or category) in the ranking costing a few points, so the feed
 * never shows long runs of one closet. The category's cost stays below one SAME_SELLER_PENALTY in all: among items of
 * equal score, every seller's k-th item comes before any seller's next one.
 */
export const FRESHNESS_POINTS = 25;
export const FRESHNESS_HALF_LIFE_DAYS = 7;
export const SAME_SELLER_PENALTY = 8;
export const SAME_CATEGORY_PENALTY = 4;

/** What made an item match, as the feed query reports it. */
export interface MatchSignals {
  /** The member's interest it hits, and whether in the title or brand. */
  interest: string | null;
  interestInTitleOrBrand: boolean;
  /** The seller's username when the member follows them. */
  followedSeller: string | null;
  /** The survey category (or chosen category label) that covers its category. */
  interestCategory: string | null;
  /** Its brand, when the member liked or saved items of that brand. */
  likedBrand: string | null;
  likedCategory: boolean;
  budget: 'in' | 'out' | 'none';
}

/** The same sum the feed query orders by (the SQL uses MATCH_POINTS too; the feed tests hold them together). */
export function matchScore(signals: MatchSignals): number {
  const p = MATCH_POINTS;
  const interest = signals.interest
    ? signals.interestInTitleOrBrand
      ? p.interestInTitleOrBrand
      : p.interestElsewhere
    : 0;
  const category = Math.max(
    signals.interestCategory ? p.interestCategory : 0,
    signals.likedCategory ? p.likedCategory : 0,
  );
  const budget = signals.budget === 'in' ? p.inBudget : signals.budget === 'none' ? p.noPrice : 0;
  const total =
    interest +
    (signals.followedSeller ? p.followedSeller : 0) +
    (signals.likedBrand ? p.likedBrand : 0) +
    category +
    budget;
  return Math.min(MAX_MATCH_SCORE, total);
}

export const MAX_MATCH_REASONS = 2;

/**
 * Up to two reasons, strongest first. Being in budget is true of most items and explains nothing, so it is never
 * a reason on its own.
 */
export function matchReasons(signals: MatchSignals): string[] {
  const reasons: string[] = [];
  if (signals.interest) reasons.push(`Because you like ${signals.interest}`);
  if (signals.followedSeller) reasons.push(`From @${signals.followedSeller}, whom you follow`);
  if (signals.likedBrand) reasons.push(`More from ${signals.likedBrand}, which you liked`);
  if (signals.interestCategory) reasons.push(`Because you're into ${signals.interestCategory}`);
  else if (signals.likedCategory) reasons.push('Similar to items you liked');
  return reasons.slice(0, MAX_MATCH_REASONS);
}

/** GET /api/feed: `cursor` from the previous page; `category` an upload category value (unknown ones find nothing). */
export const feedQuerySchema = z.object({
  cursor: text({ trim: false }).min(1).max(500).optional(),
  category: text().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ITEMS_PAGE_SIZE).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

export const feedMatchSchema = z
  .object({
    /** 0–100: how well the item fits the signed-in member. */
    score: z.number().int().min(0).max(MAX_MATCH_SCORE),
    /** Up to two short reasons, strongest first ('Because you like Vintage'). */
    reasons: z.array(z.string()).max(MAX_MATCH_REASONS),
  })
  .meta({ id: 'FeedMatch' });
export type FeedMatch = z.infer<typeof feedMatchSchema>;

export const feedItemSchema = z
  .object({
    item: itemSchema,
    /** Null for visitors: their feed is fresh and varied, not matched. */
    match: feedMatchSchema.nullable(),
    /** Whether the signed-in reader likes and has saved the item (null for a visitor): no request per card. */
    viewer: z.object({ liked: z.boolean(), saved: z.boolean() }).nullable(),
  })
  .meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = z
  .object({
    items: z.array(feedItemSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof feedPageSchema>;
