import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { ratingWord } from '../lib/reviews';

/**
 * Picks 1 to 5 stars. Native radio buttons under the stars keep it a proper radio group: arrow keys move the
 * rating, and each star reads out as "3 stars, Good".
 */
export function StarInput({
  value,
  onChange,
  label = 'Rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  label?: string;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="group relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
              aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}, ${ratingWord(rating)}`}
            />
            <span className="inline-flex size-10 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring hover:bg-accent">
              <Star
                aria-hidden
                className={cn('size-7', rating <= value ? 'text-amber-500' : 'text-border')}
                fill="currentColor"
                strokeWidth={0}
              />
            </span>
          </label>
        ))}
        <span aria-hidden className="ml-2 text-sm text-muted-foreground">
          {ratingWord(value)}
        </span>
      </div>
    </fieldset>
  );
}
