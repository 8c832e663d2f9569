import type { ReviewDirection } from '@swapyard/domain/reviews';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useMyReviews } from '../api/my-reviews';
import { ReviewCard } from './review-card';
import { LoadMoreButton } from '@/components/load-more-button';

const empty = {
  given: {
    title: "You haven't written any reviews yet",
    text: 'After a completed trade, review the other member.',
  },
  received: {
    title: 'No reviews about you yet',
    text: 'Members you trade with can review you once a trade is completed.',
  },
} as const;

/** The Reviews page's tabs: reviews the member gave (showing whom) or received (showing who wrote them). */
export function MyReviewsList({ direction }: { direction: ReviewDirection }) {
  const reviews = useMyReviews(direction);
  if (reviews.isPending) return <Spinner label="Loading reviews..." />;
  if (reviews.isError) {
    return (
      <EmptyState
        icon={<Star />}
        title="Reviews could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(reviews.error)}
      </EmptyState>
    );
  }
  const all = reviews.data.pages.flatMap((page) => page.reviews);
  if (all.length === 0) {
    return (
      <EmptyState icon={<Star />} title={empty[direction].title}>
        {empty[direction].text}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {all.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} show={direction === 'given' ? 'ratedUser' : 'rater'} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={reviews} />
    </div>
  );
}
