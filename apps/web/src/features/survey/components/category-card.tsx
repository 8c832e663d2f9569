import {
  hasInterest,
  INTEREST_MAX_LENGTH,
  MAX_INTERESTS_PER_CATEGORY,
  SUGGESTION_DELAY_MS,
  surveyMessages,
  wantsSuggestions,
  type SurveyCategory,
} from '@swapyard/domain/survey';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useInterestSuggestions } from '../api/interest-suggestions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CategoryIcon } from './category-icon';
import { InterestChip } from './interest-chip';
import { QuickPicks } from './quick-picks';
import { highlightedIndex, movedHighlight } from '../lib/suggestion-highlight';
import { suggestionId, SuggestionRow } from './suggestion-row';

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
  const listId = useId();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, SUGGESTION_DELAY_MS);
  const suggestions = useInterestSuggestions(category, typed);
  const full = chosen.length >= MAX_INTERESTS_PER_CATEGORY;
  const showSuggestions = wantsSuggestions(text) && wantsSuggestions(typed);
  const offered = (suggestions.data ?? [])
    .map((s) => s.subcategory)
    .filter((subcategory) => !hasInterest(chosen, subcategory));
  // Suggestions for exactly what is in the box (not for earlier words still shown while the next are asked about).
  const current = showSuggestions && text === typed && !suggestions.isPlaceholderData ? offered : [];

  // Options are on screen (possibly still those for earlier words): the combobox says so and points at their list.
  const expanded = showSuggestions && offered.length > 0;
  // docs/product/survey.md: Enter adds the highlighted suggestion (one for exactly what is in the box), else the text.
  const [highlight, setHighlight] = useState({ text, index: 0 });
  const highlighted = highlightedIndex(highlight, text, current.length);

  const add = (interest: string) => {
    if (full) return;
    onAdd(interest);
    setText('');
  };
  // Enter (the form's submission): the highlighted suggestion, or the words as typed when none is highlighted.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add(highlighted >= 0 ? current[highlighted]! : text);
  };
  // docs/product/survey.md: + always adds the words as typed (on a phone it is the main way to add).
  const addTyped = () => {
    if (text.trim()) add(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (current.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      setHighlight({ text, index: movedHighlight(highlighted, step, current.length) });
    } else if (event.key === 'Escape' && highlighted >= 0) {
      event.preventDefault();
      setHighlight({ text, index: -1 });
    }
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
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={highlighted >= 0 ? suggestionId(listId, highlighted) : undefined}
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
          type="button"
          onClick={addTyped}
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
          listId={listId}
          suggestions={offered}
          highlighted={highlighted}
          loading={suggestions.isFetching || text !== typed}
          onPick={add}
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
