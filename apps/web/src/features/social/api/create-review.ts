import { reviewsEndpoints } from '@swapyard/domain/endpoints/reviews';
import type { CreateReviewInput, Review } from '@swapyard/domain/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { reviewsQueryKey } from './review-query-keys';
import { tradeQueryKeys } from '@/lib/query-keys';

/** Reviews the other party of a completed trade. */
export function createReview(tradeId: string, input: CreateReviewInput): Promise<Review> {
  return callEndpoint(reviewsEndpoints.create, { params: { tradeId }, body: input });
}

/**
 * Refreshes every review list (given, about the other member, awaiting) and the trade once the review is stored. Not awaited:
 * the refreshed awaiting list drops the trade and with it the dialog, which must still say the review was posted.
 */
export function useCreateReview(tradeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) => createReview(tradeId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey });
      // The trade now shows 'Review left' instead of its button.
      void queryClient.invalidateQueries({ queryKey: tradeQueryKeys.detail(tradeId) });
    },
  });
}
