import type { Review } from '@swapyard/domain/reviews';
import { appRoutes } from '@swapyard/domain/routes';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/ui/avatar';
import { StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * One review. `show` picks whose face it carries: the rater for reviews about someone, the reviewed member for
 * reviews the reader gave.
 */
export function ReviewCard({ review, show = 'rater' }: { review: Review; show?: 'rater' | 'ratedUser' }) {
  const person = review[show];
  return (
    <article className="grid gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <ProfileAvatar profile={person} className="size-9 text-sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">
            {show === 'ratedUser' ? <span className="font-normal text-muted-foreground">To </span> : null}
            <Link
              to={appRoutes.user(person.username)}
              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {person.fullName}
            </Link>
          </p>
          <p className="truncate text-xs text-muted-foreground">
            <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          </p>
        </div>
        <span className="flex shrink-0 items-center gap-1.5 text-sm">
          <StarRating rating={review.rating} className="text-base" />
          <span className="sr-only">{`Rated ${review.rating} out of 5`}</span>
        </span>
      </div>
      {review.comment ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-foreground/90">
          {review.comment}
        </p>
      ) : null}
    </article>
  );
}
