import { PLACES_TEXTS, type Place } from '@swapyard/domain/places';
import { Check, MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePlaces } from '../api/places';
import type { PlaceValue } from '../lib/place-value';

type Props = {
  label: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  /** Under the field while no place is offered. */
  hint?: ReactNode;
  maxLength?: number;
  disabled?: boolean;
};

/**
 * A location field that offers places from the gazetteer as the member types (docs/product/places.md): a combobox
 * whose options are the places starting with the text, or, when none does, the places it is close to ('No place
 * called “Portlnd”. Did you mean'). Typing after a choice makes it text again; text that names no place is kept
 * as written, without distances.
 */
export function PlaceField({ label, value, onChange, hint, maxLength = 100, disabled }: Props) {
  const id = useId();
  const listId = `${id}-places`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.placeId === null ? value.location.trim() : '';
  const debounced = useDebouncedValue(typed, 250);
  const { data } = usePlaces(debounced);
  const answered = data !== undefined && debounced.length >= 2 && typed.length >= 2;
  const options: Place[] = answered ? (data.places.length > 0 ? data.places : data.suggestions) : [];
  const showing = open && answered;

  const choose = (place: Place) => {
    onChange({ placeId: place.id, location: place.label });
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showing || options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) =>
        event.key === 'ArrowDown' ? Math.min(index + 1, options.length - 1) : Math.max(index - 1, -1),
      );
    } else if (event.key === 'Enter' && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <MapPin
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          role="combobox"
          aria-expanded={showing && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showing && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          value={value.location}
          maxLength={maxLength}
          disabled={disabled}
          placeholder="Start typing your city"
          onChange={(event) => {
            onChange({ placeId: null, location: event.target.value });
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn('pl-10', value.placeId !== null && 'pr-10')}
        />
        {value.placeId !== null ? (
          <Check
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-emerald-600 dark:text-emerald-400"
          />
        ) : null}
      </div>
      <div id={`${id}-status`} aria-live="polite" className="grid gap-1.5">
        {showing && data.places.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {PLACES_TEXTS.noMatch(typed)}
            {options.length > 0 ? ` ${PLACES_TEXTS.didYouMean}:` : ` ${PLACES_TEXTS.keptAsWritten}`}
          </p>
        ) : null}
        {!showing && hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      {showing && options.length > 0 ? (
        <ul
          role="listbox"
          id={listId}
          aria-label={`Places for “${typed}”`}
          className="grid max-h-64 gap-0.5 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-sm"
        >
          {options.map((place, index) => (
            <li
              key={place.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the field: a mouse down would otherwise blur it (and close the list) before the click.
              onMouseDown={(event) => event.preventDefault()}
              onPointerMove={index === active ? undefined : () => setActive(index)}
              onClick={() => choose(place)}
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2.5 text-sm',
                index === active && 'bg-accent',
              )}
            >
              <MapPin aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
              {place.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
