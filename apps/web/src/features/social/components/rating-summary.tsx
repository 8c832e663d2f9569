import type { RatingSummary as Summary } from '@swapyard/domain/reviews';
import { cn } from '@/lib/cn';
import { formatAverage, ratingSummaryLabel, reviewsLabel } from '../lib/reviews';
import { StarRating } from './star-rating';

/** "★★★★½ 4.7 (3 reviews)", read out as "Rated 4.7 out of 5 from 3 reviews". */
export function RatingSummary({ summary, className }: { summary: Summary; className?: string }) {
  if (summary.average === null) {
    return <p className={cn('text-sm text-muted-foreground', className)}>No reviews yet</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span className="sr-only">{ratingSummaryLabel(summary)}</span>
      <StarRating rating={summary.average} className="text-lg" />
      <span aria-hidden className="text-lg font-bold tabular-nums">
        {formatAverage(summary.average)}
      </span>
      <span aria-hidden className="text-sm text-muted-foreground">
        ({reviewsLabel(summary.count)})
      </span>
    </p>
  );
}
