import {
  INTEREST_MAX_LENGTH,
  MAX_INTERESTS_PER_CATEGORY,
  SUGGESTION_DELAY_MS,
  surveyMessages,
  wantsSuggestions,
  type SurveyCategory,
} from '@swapyard/domain/survey';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useInterestSuggestions } from '../api/interest-suggestions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CategoryIcon } from './category-icon';
import { InterestChip } from './interest-chip';
import { QuickPicks } from './quick-picks';
import { SuggestionRow } from './suggestion-row';

/** One survey category: quick picks, a text box with suggestions while typing, and the chosen interests. */
export function CategoryCard({
  category,
  chosen,
  onAdd,
  onRemove,
  onToggle,
}: {
  category: SurveyCategory;
  chosen: readonly string[];
  onAdd: (interest: string) => void;
  onRemove: (interest: string) => void;
  onToggle: (interest: string) => void;
}) {
  const headingId = useId();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, SUGGESTION_DELAY_MS);
  const suggestions = useInterestSuggestions(category, typed);
  const full = chosen.length >= MAX_INTERESTS_PER_CATEGORY;
  const showSuggestions = wantsSuggestions(text) && wantsSuggestions(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || full) return;
    onAdd(text);
    setText('');
  };

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <CategoryIcon category={category} className="size-5" />
        </span>
        <h2 id={headingId} className="flex-1 text-lg font-semibold tracking-tight">
          {category}
        </h2>
        {chosen.length > 0 ? (
          <Badge variant="brand">
            {chosen.length}
            <span className="sr-only"> chosen</span>
          </Badge>
        ) : null}
      </div>

      <QuickPicks category={category} chosen={chosen} onToggle={onToggle} />

      <form onSubmit={submit} className="flex gap-2">
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={surveyMessages.placeholder(category)}
          aria-label={`${category} interests`}
          maxLength={INTEREST_MAX_LENGTH}
          disabled={full}
          autoComplete="off"
          enterKeyHint="done"
          // Keeps the box clear of the sticky action bar and bottom navigation when it scrolls into view.
          className="scroll-mb-48 md:scroll-mb-24"
        />
        <Button
          type="submit"
          size="icon"
          className="size-11 rounded-xl"
          disabled={!text.trim() || full}
          aria-label={`Add ${category} interest`}
        >
          <Plus aria-hidden className="size-5" />
        </Button>
      </form>
      {full ? (
        <p className="text-sm text-muted-foreground">
          That's {MAX_INTERESTS_PER_CATEGORY} {category} interests, the most one category holds.
        </p>
      ) : null}

      {showSuggestions ? (
        <SuggestionRow
          category={category}
          suggestions={suggestions.data ?? []}
          loading={suggestions.isFetching || text !== typed}
          chosen={chosen}
          onPick={(interest) => !full && onAdd(interest)}
        />
      ) : null}

      {chosen.length > 0 ? (
        <ul aria-label={`Your ${category} interests`} className="flex flex-wrap gap-2">
          {chosen.map((interest) => (
            <InterestChip key={interest} interest={interest} onRemove={() => onRemove(interest)} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
