import { reviewsEndpoints } from '@swapyard/domain/endpoints/reviews';
import type { ReviewDirection, ReviewList } from '@swapyard/domain/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';

export const myReviewsQueryKey = (direction: ReviewDirection) =>
  [...reviewsQueryKey, 'mine', direction] as const;

/** The reviews the member gave or received, newest first. */
export function getMyReviews(direction: ReviewDirection, cursor?: string): Promise<ReviewList> {
  return callEndpoint(reviewsEndpoints.mine, { query: { direction, cursor } });
}

export const myReviewsQueryOptions = (direction: ReviewDirection) =>
  infiniteQueryOptions({
    queryKey: myReviewsQueryKey(direction),
    queryFn: ({ pageParam }) => getMyReviews(direction, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMyReviews = (direction: ReviewDirection) =>
  useInfiniteQuery(myReviewsQueryOptions(direction));
