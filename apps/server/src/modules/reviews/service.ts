import {
  ALREADY_REVIEWED_MESSAGE,
  NOT_A_TRADE_PARTY_MESSAGE,
  TRADE_NOT_COMPLETED_MESSAGE,
  type CreateReviewInput,
  type MyReviewsQuery,
  type Review,
  type ReviewableTradeList,
  type ReviewList,
  type ReviewPageQuery,
  type UserReviewList,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import * as profiles from '../profiles/index.ts';
import * as queries from './queries.ts';
import type { ReviewRow } from './queries.ts';

const toReview = (row: ReviewRow): Review => ({ ...row, createdAt: row.createdAt.toISOString() });

const tradeNotFound = () => new AppError('NOT_FOUND', 'Trade not found');

/**
 * A party of a completed trade reviews the other party, once per trade: both parties confirm the exchange, which
 * makes it completed and lets each review the other (docs/product/social.md, "Reviews").
 */
export async function createReview(
  db: Db,
  raterId: string,
  tradeId: string,
  input: { rating: number; comment: string | null },
): Promise<Review> {
  if (!isUuid(tradeId)) throw tradeNotFound();
  const trade = await queries.findTrade(db, tradeId);
  if (!trade) throw tradeNotFound();
  if (trade.requesterId !== raterId && trade.ownerId !== raterId) {
    throw new AppError('FORBIDDEN', NOT_A_TRADE_PARTY_MESSAGE);
  }
  if (trade.status !== 'completed') throw new AppError('FORBIDDEN', TRADE_NOT_COMPLETED_MESSAGE);
  const ratedUserId = trade.requesterId === raterId ? trade.ownerId : trade.requesterId;
  const id = await queries.insertReview(db, { tradeId, raterId, ratedUserId, ...input });
  if (!id) throw new AppError('CONFLICT', ALREADY_REVIEWED_MESSAGE);
  const [row] = await queries.listReviews(db, { id }, { limit: 1 });
  return toReview(row!);
}
export type { CreateReviewInput };

/** Which of these trades the member already reviewed (a trade shows 'Review left' instead of the button). */
export function tradesReviewedBy(db: Db, raterId: string, tradeIds: string[]): Promise<Set<string>> {
  return queries.reviewedTradeIds(db, raterId, tradeIds);
}

async function reviewPage(
  db: Db,
  filter: { ratedUserId: string } | { raterId: string },
  query: ReviewPageQuery,
): Promise<ReviewList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const rows = await queries.listReviews(db, filter, { limit: query.limit + 1, after });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    reviews: pageRows.map(toReview),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/**
 * Reviews about a member (by id or username), newest first, with their average and count. They are part of the
 * member's details, so profile visibility applies: 403 saying why for readers the profile is closed to.
 */
export async function listUserReviews(
  db: Db,
  idOrUsername: string,
  viewerId: string | undefined,
  query: ReviewPageQuery,
): Promise<UserReviewList> {
  const profile = await profiles.findProfileByUsernameOrId(db, idOrUsername);
  await profiles.assertProfileVisible(db, profile, viewerId);
  const [page, summary] = await Promise.all([
    reviewPage(db, { ratedUserId: profile.id }, query),
    profiles.ratingSummary(db, profile.id),
  ]);
  return { ...page, summary };
}

/** The Reviews page: reviews the member gave, or received. Their own, so no visibility rule applies. */
export function listMyReviews(db: Db, userId: string, query: MyReviewsQuery): Promise<ReviewList> {
  return reviewPage(db, query.direction === 'given' ? { raterId: userId } : { ratedUserId: userId }, query);
}

/** How many awaiting trades the Reviews page lists at most; older ones come up as these are reviewed. */
const REVIEWABLE_TRADES_LIMIT = 50;

export async function listReviewableTrades(db: Db, userId: string): Promise<ReviewableTradeList> {
  const rows = await queries.listReviewableTrades(db, userId, REVIEWABLE_TRADES_LIMIT);
  return {
    trades: rows.map((row) => ({
      tradeId: row.tradeId,
      completedAt: row.completedAt.toISOString(),
      counterpart: row.counterpart,
      itemTitles: [row.ownerItemTitle, row.requesterItemTitle].filter((title): title is string => !!title),
    })),
  };
}
