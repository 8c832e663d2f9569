import type { SurveyCategory } from '@swapyard/domain/survey';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** The id of one suggestion, for the text box's aria-activedescendant. */
export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * What the suggester offers for the typed words, without what the member already chose: the options of the text
 * box's list (a combobox). The highlighted one is what Enter adds; a tap adds any.
 */
export function SuggestionRow({
  category,
  listId,
  suggestions,
  highlighted,
  loading,
  onPick,
}: {
  category: SurveyCategory;
  listId: string;
  suggestions: readonly string[];
  /** The index of the highlighted suggestion, or -1 for none (Enter adds the text as typed). */
  highlighted: number;
  loading: boolean;
  onPick: (interest: string) => void;
}) {
  const row = useRef<HTMLDivElement>(null);
  const offering = suggestions.length > 0;
  // On a phone the row appears under the sticky action bar and bottom navigation: bring it into view, since Enter
  // adds the highlighted suggestion.
  useEffect(() => {
    if (offering) row.current?.scrollIntoView({ block: 'nearest' });
  }, [offering]);

  if (!loading && !offering) return null;
  return (
    <div
      ref={row}
      className="flex scroll-mb-48 flex-wrap items-center gap-2 rounded-xl bg-surface-muted p-2.5 md:scroll-mb-24"
    >
      {/* Seen only: the list below carries the name, so a screen reader hears it once. */}
      <span
        aria-hidden
        className="inline-flex items-center gap-1 text-xs font-semibold text-muted-foreground uppercase"
      >
        <Sparkles aria-hidden className="size-3.5 text-primary dark:text-brand" />
        Suggestions
      </span>
      <div
        role="listbox"
        id={listId}
        aria-label={`Suggestions for ${category}`}
        className="flex flex-wrap items-center gap-2"
      >
        {suggestions.map((subcategory, index) => (
          <button
            key={subcategory}
            id={suggestionId(listId, index)}
            type="button"
            role="option"
            aria-selected={index === highlighted}
            // The text box keeps focus and walks the options with the arrow keys.
            tabIndex={-1}
            onClick={() => onPick(subcategory)}
            className={cn(
              'inline-flex h-7 cursor-pointer items-center rounded-full border border-dashed border-primary/50 bg-surface px-2.5 text-sm text-foreground transition-colors hover:border-solid hover:bg-primary-soft hover:text-primary-soft-foreground dark:border-brand/50',
              index === highlighted &&
                'border-solid border-primary bg-primary-soft text-primary-soft-foreground ring-2 ring-ring/40 dark:border-brand',
            )}
          >
            {subcategory}
          </button>
        ))}
      </div>
      {loading && suggestions.length === 0 ? <Spinner className="size-3.5 text-muted-foreground" /> : null}
    </div>
  );
}
