import { hasInterest, type InterestSuggestion, type SurveyCategory } from '@swapyard/domain/survey';
import { Sparkles } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

/** What the suggester offers for the typed words, without what the member already chose; a tap adds one. */
export function SuggestionRow({
  category,
  suggestions,
  loading,
  chosen,
  onPick,
}: {
  category: SurveyCategory;
  suggestions: readonly InterestSuggestion[];
  loading: boolean;
  chosen: readonly string[];
  onPick: (interest: string) => void;
}) {
  const fresh = suggestions.filter((s) => !hasInterest(chosen, s.subcategory));
  if (!loading && fresh.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={`Suggestions for ${category}`}
      className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-muted p-2.5"
    >
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted-foreground uppercase">
        <Sparkles aria-hidden className="size-3.5 text-primary dark:text-brand" />
        Suggestions
      </span>
      {fresh.map((s) => (
        <button
          key={s.subcategory}
          type="button"
          onClick={() => onPick(s.subcategory)}
          className="inline-flex h-7 cursor-pointer items-center rounded-full border border-dashed border-primary/50 bg-surface px-2.5 text-sm text-foreground transition-colors hover:border-solid hover:bg-primary-soft hover:text-primary-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:border-brand/50"
        >
          {s.subcategory}
        </button>
      ))}
      {loading && fresh.length === 0 ? <Spinner className="size-3.5 text-muted-foreground" /> : null}
    </div>
  );
}
