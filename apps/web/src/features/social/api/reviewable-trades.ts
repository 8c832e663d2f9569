import { reviewsEndpoints } from '@swapyard/domain/endpoints/reviews';
import type { ReviewableTradeList } from '@swapyard/domain/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';

export const reviewableTradesQueryKey = [...reviewsQueryKey, 'reviewable-trades'] as const;

/** Completed trades the member has not reviewed yet. */
export function getReviewableTrades(): Promise<ReviewableTradeList> {
  return callEndpoint(reviewsEndpoints.reviewableTrades);
}

export const reviewableTradesQueryOptions = () =>
  queryOptions({ queryKey: reviewableTradesQueryKey, queryFn: getReviewableTrades });

export const useReviewableTrades = () => useQuery(reviewableTradesQueryOptions());
