import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUserReviews } from '../api/user-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

/** The trust card shows the 3 most recent reviews (docs/product/social.md, "Reviews"). */
const RECENT_REVIEWS = 3;

/** A member's reputation: their average rating with its count and their 3 most recent reviews. */
export function TrustCard({ userId }: { userId: string }) {
  const reviews = useUserReviews(userId, RECENT_REVIEWS);
  const first = reviews.data?.pages[0];
  return (
    <Card role="region" aria-labelledby={`trust-${userId}`}>
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle id={`trust-${userId}`} className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary dark:text-brand" />
          Trust &amp; Reviews
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reviews.isPending ? (
          <Spinner label="Loading reviews..." />
        ) : reviews.isError || !first ? (
          <p className="text-sm text-muted-foreground">Reviews could not be loaded right now.</p>
        ) : first.summary.count === 0 ? (
          <p className="text-sm text-muted-foreground">
            No reviews yet. Reviews appear here after completed trades.
          </p>
        ) : (
          <>
            <RatingSummary summary={first.summary} />
            <ul className="grid gap-2.5" aria-label="Recent reviews">
              {first.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
