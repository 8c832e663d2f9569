import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/cn';
import { filledStars } from '../lib/reviews';

/** Five stars filled to `rating` (to the nearest half); decorative, so the caller says the rating in words. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { full, half } = filledStars(rating);
  return (
    <span aria-hidden className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className="relative inline-flex">
          <Star className="size-[1em] text-border" fill="currentColor" strokeWidth={0} />
          {i < full ? (
            <Star
              className="absolute inset-0 size-[1em] text-amber-500"
              fill="currentColor"
              strokeWidth={0}
            />
          ) : i === full && half ? (
            <StarHalf
              className="absolute inset-0 size-[1em] text-amber-500"
              fill="currentColor"
              strokeWidth={0}
            />
          ) : null}
        </span>
      ))}
    </span>
  );
}
