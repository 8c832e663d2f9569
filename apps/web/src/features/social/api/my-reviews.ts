import { reviewListSchema, type ReviewDirection, type ReviewList } from '@swapyard/domain/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';

export const myReviewsQueryKey = (direction: ReviewDirection) =>
  [...reviewsQueryKey, 'mine', direction] as const;

/** GET /api/me/reviews: the reviews the member gave or received, newest first. */
export function getMyReviews(direction: ReviewDirection, cursor?: string): Promise<ReviewList> {
  const params = new URLSearchParams({ direction });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/me/reviews?${params}`, reviewListSchema);
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
