import { Star } from 'lucide-react';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useUserReviews } from '../api/user-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';
import { LoadMoreButton } from '@/components/load-more-button';

const PAGE_SIZE = 10;

/** Reviews about a member, newest first, with their average and 'Load more' (the public profile's Reviews tab). */
export function ReviewsList({ userId }: { userId: string }) {
  const reviews = useUserReviews(userId, PAGE_SIZE);
  if (reviews.isPending) return <Spinner label="Loading reviews..." />;
  if (reviews.isError) {
    return (
      <EmptyState icon={<Star />} title="Reviews could not be loaded">
        {errorMessage(reviews.error)}
      </EmptyState>
    );
  }
  const [first] = reviews.data.pages;
  const all = reviews.data.pages.flatMap((page) => page.reviews);
  if (!first || all.length === 0) {
    return (
      <EmptyState icon={<Star />} title="No reviews yet">
        Reviews appear here after completed trades.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <RatingSummary summary={first.summary} />
      <ul className="grid gap-3">
        {all.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={reviews} />
    </div>
  );
}
