import { reviewsEndpoints } from '@swapyard/domain/endpoints/reviews';
import type { UserReviewList } from '@swapyard/domain/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';

export const userReviewsQueryKey = (userId: string, limit: number) =>
  [...reviewsQueryKey, 'about', userId, limit] as const;

/** Reviews about a member, newest first, with their average and count. */
export function getUserReviews(userId: string, limit: number, cursor?: string): Promise<UserReviewList> {
  return callEndpoint(reviewsEndpoints.aboutUser, {
    params: { id: userId },
    query: { limit, cursor },
  });
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
