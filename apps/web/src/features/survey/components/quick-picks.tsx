import { builtInSubcategories, hasInterest, type SurveyCategory } from '@swapyard/domain/survey';
import { Check, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The category's ten built-in subcategories as toggles: one tap adds, another removes. */
export function QuickPicks({
  category,
  chosen,
  onToggle,
}: {
  category: SurveyCategory;
  chosen: readonly string[];
  onToggle: (interest: string) => void;
}) {
  return (
    <div role="group" aria-label={`Popular in ${category}`} className="flex flex-wrap gap-2">
      {builtInSubcategories[category].map((name) => {
        const on = hasInterest(chosen, name);
        return (
          <button
            key={name}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(name)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              on
                ? 'border-transparent bg-primary-soft text-primary-soft-foreground'
                : 'border-border bg-surface text-muted-foreground hover:border-input hover:bg-accent hover:text-foreground',
            )}
          >
            {on ? <Check aria-hidden className="size-3.5" /> : <Plus aria-hidden className="size-3.5" />}
            {name}
          </button>
        );
      })}
    </div>
  );
}
