import { userReviewListSchema, type UserReviewList } from '@swapyard/domain/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';

export const userReviewsQueryKey = (userId: string, limit: number) =>
  [...reviewsQueryKey, 'about', userId, limit] as const;

/** GET /api/users/{id}/reviews: reviews about a member, newest first, with their average and count. */
export function getUserReviews(userId: string, limit: number, cursor?: string): Promise<UserReviewList> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/users/${encodeURIComponent(userId)}/reviews?${params}`, userReviewListSchema);
}

export const userReviewsQueryOptions = (userId: string, limit: number) =>
  infiniteQueryOptions({
    queryKey: userReviewsQueryKey(userId, limit),
    queryFn: ({ pageParam }) => getUserReviews(userId, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useUserReviews = (userId: string, limit: number) =>
  useInfiniteQuery(userReviewsQueryOptions(userId, limit));
