import { centsToDollarsInput, roundDollarsToCents } from '@swapyard/domain/money';
import { appRoutes } from '@swapyard/domain/routes';
import { SEARCH_FILTER_TEXTS, type FacetCount, type SearchFacets } from '@swapyard/domain/search-results';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { RADIUS_CHOICES, toggled, type SearchState } from '../lib/search-params';

type Props = {
  state: SearchState;
  facets: SearchFacets | undefined;
  onChange: (next: SearchState) => void;
};

/**
 * The results page's filters (docs/product/search.md, "Results"), each value with how many results it would leave
 * (the other filters as they are). A value that would leave none is shown but cannot be chosen, unless it is.
 */
export function SearchFilters({ state, facets, onChange }: Props) {
  const set = (patch: Partial<SearchState>) => onChange({ ...state, ...patch });
  const categories = (facets?.categories ?? []).filter(
    (category) => category.count > 0 || category.value === state.category,
  );
  return (
    <div className="grid gap-6">
      <Section title="Category">
        <div className="grid gap-0.5">
          <ListChoice selected={state.category === null} onSelect={() => set({ category: null })}>
            All categories
          </ListChoice>
          {categories.map((category) => (
            <ListChoice
              key={category.value}
              selected={state.category === category.value}
              count={category.count}
              onSelect={() => set({ category: category.value })}
            >
              {category.label}
            </ListChoice>
          ))}
        </div>
      </Section>
      <Section title="Size">
        <Chips
          counts={facets?.sizes}
          chosen={state.sizes}
          onToggle={(size) => set({ sizes: toggled(state.sizes, size) })}
        />
      </Section>
      <Section title="Condition">
        <Chips
          counts={facets?.conditions}
          chosen={state.conditions}
          onToggle={(condition) => set({ conditions: toggled(state.conditions, condition) })}
        />
      </Section>
      {facets && facets.brands.length > 0 ? (
        <Section title="Brand">
          <Chips
            counts={facets.brands}
            chosen={state.brands}
            onToggle={(brand) => set({ brands: toggled(state.brands, brand) })}
          />
        </Section>
      ) : null}
      <Section title="Price">
        <PriceRange
          // A new range from the URL (Back, a cleared filter) starts the inputs again.
          key={`${state.minPriceCents}-${state.maxPriceCents}`}
          minCents={state.minPriceCents}
          maxCents={state.maxPriceCents}
          onApply={(minPriceCents, maxPriceCents) => set({ minPriceCents, maxPriceCents })}
        />
      </Section>
      <Section title="Distance">
        <DistanceChoice state={state} facets={facets} onChange={(radius) => set({ radius })} />
      </Section>
      <SwapSwitch checked={state.swap} count={facets?.openToSwap} onCheckedChange={(swap) => set({ swap })} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-2.5 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

const Count = ({ count }: { count: number | undefined }) =>
  count === undefined ? null : <span className="text-xs text-muted-foreground tabular-nums">{count}</span>;

function ListChoice({
  selected,
  count,
  onSelect,
  children,
}: {
  selected: boolean;
  count?: number;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex min-h-9 cursor-pointer items-center justify-between gap-2 rounded-lg px-2.5 text-left text-sm transition-colors hover:bg-accent',
        selected && 'bg-primary-soft font-semibold text-primary-soft-foreground hover:bg-primary-soft',
      )}
    >
      <span className="truncate">{children}</span>
      <Count count={count} />
    </button>
  );
}

function Chips({
  counts,
  chosen,
  onToggle,
}: {
  counts: FacetCount[] | undefined;
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  if (!counts) return <p className="text-sm text-muted-foreground">Counting…</p>;
  return (
    <div className="flex flex-wrap gap-1.5">
      {counts.map(({ value, label, count }) => {
        const active = chosen.includes(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={active}
            disabled={count === 0 && !active}
            onClick={() => onToggle(value)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              'disabled:cursor-not-allowed disabled:opacity-45',
              active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-surface hover:bg-accent',
            )}
          >
            {label}
            <span className={cn('text-xs tabular-nums', active ? 'opacity-80' : 'text-muted-foreground')}>
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}

const dollars = (cents: number | null) => (cents === null ? '' : centsToDollarsInput(cents, { short: true }));

/** Lowest and highest price in dollars, applied together (a half-typed number is not a search yet). */
function PriceRange({
  minCents,
  maxCents,
  onApply,
}: {
  minCents: number | null;
  maxCents: number | null;
  onApply: (minCents: number | null, maxCents: number | null) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(dollars(minCents));
  const [max, setMax] = useState(dollars(maxCents));
  const low = roundDollarsToCents(min);
  const high = roundDollarsToCents(max);
  const unreadable =
    (min.trim() !== '' && (low === null || low < 0)) || (max.trim() !== '' && (high === null || high < 0));
  const reversed = low !== null && high !== null && low > high;
  const invalid = unreadable || reversed;
  const unchanged = low === minCents && high === maxCents;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !unchanged) onApply(low, high);
  };
  const input = (label: string, value: string, change: (value: string) => void) => (
    <label className="grid gap-1 text-xs text-muted-foreground">
      {label}
      <span className="relative">
        <span aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-sm">
          $
        </span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          onChange={(e) => change(e.target.value)}
          aria-label={`${label} price`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-problem` : undefined}
          className="h-10 w-full rounded-lg border border-input bg-surface pr-2 pl-6 text-sm text-foreground aria-invalid:border-danger"
        />
      </span>
    </label>
  );
  return (
    <form onSubmit={apply} className="grid gap-2" aria-label="Price range">
      <div className="grid grid-cols-2 gap-2">
        {input('Min', min, setMin)}
        {input('Max', max, setMax)}
      </div>
      {invalid ? (
        <p id={`${id}-problem`} className="text-xs text-danger dark:text-red-400">
          {reversed ? SEARCH_FILTER_TEXTS.minAboveMax : 'Enter a price of 0 or more'}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm" disabled={invalid || unchanged}>
        Apply price
      </Button>
    </form>
  );
}

function DistanceChoice({
  state,
  facets,
  onChange,
}: {
  state: SearchState;
  facets: SearchFacets | undefined;
  onChange: (radius: SearchState['radius']) => void;
}) {
  const origin = facets?.origin;
  if (facets && !origin) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to={appRoutes.profile} className="font-medium text-primary underline-offset-2 hover:underline">
          Set your location
        </Link>{' '}
        to see what is near you.
      </p>
    );
  }
  // What the answer used: the radius asked for, or the member's own distance.
  const current =
    state.radius ?? (origin ? (origin.radiusKm === null ? 'any' : String(origin.radiusKm)) : null);
  const countWithin = (km: string) => facets?.radii.find((radius) => String(radius.radiusKm) === km)?.count;
  return (
    <div className="grid gap-2">
      {origin ? <p className="text-xs text-muted-foreground">From {origin.label}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        {RADIUS_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={current === choice}
            onClick={() => onChange(choice)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              current === choice
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-surface hover:bg-accent',
            )}
          >
            {choice === 'any' ? 'Any distance' : `${choice} km`}
            {choice === 'any' ? null : (
              <span
                className={cn(
                  'text-xs tabular-nums',
                  current === choice ? 'opacity-80' : 'text-muted-foreground',
                )}
              >
                {countWithin(choice)}
              </span>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}

function SwapSwitch({
  checked,
  count,
  onCheckedChange,
}: {
  checked: boolean;
  count: number | undefined;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
        Only items open to swap
        <Count count={count} />
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
