import { reviewableTradeListSchema, type ReviewableTradeList } from '@swapyard/domain/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';

export const reviewableTradesQueryKey = [...reviewsQueryKey, 'reviewable-trades'] as const;

/** GET /api/me/reviewable-trades: completed trades the member has not reviewed yet. */
export function getReviewableTrades(): Promise<ReviewableTradeList> {
  return apiRequest('/me/reviewable-trades', reviewableTradeListSchema);
}

export const reviewableTradesQueryOptions = () =>
  queryOptions({ queryKey: reviewableTradesQueryKey, queryFn: getReviewableTrades });

export const useReviewableTrades = () => useQuery(reviewableTradesQueryOptions());
