import {
  categoryDisplayName,
  conditionLabels,
  sizeValueToLabel,
  type ItemCondition,
} from '@swapyard/domain/item-labels';
import { formatCents } from '@swapyard/domain/money';
import { searchSortLabels, searchSorts, type SearchSort } from '@swapyard/domain/search-results';

/*
 * The results page's state lives in its URL (docs/product/search.md, "Results"): shareable, and Back brings it
 * back. Its keys are the API's own (`/search?q=jacket&size=m&maxPriceCents=5000`), so the page asks the API with
 * what it reads and nothing is translated twice.
 */

export const RADIUS_CHOICES = ['10', '25', '50', '100', 'any'] as const;
export type RadiusChoice = (typeof RADIUS_CHOICES)[number];

export interface SearchState {
  q: string;
  category: string | null;
  sizes: string[];
  conditions: string[];
  brands: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** null: the API's default (the member's own distance). */
  radius: RadiusChoice | null;
  near: number | null;
  swap: boolean;
  /** null: the API's default (best match with words, newest without). */
  sort: SearchSort | null;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const cents = (value: string | null) => {
  const number = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
};
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.includes(value as T) ? (value as T) : null;

/** The state a URL's query string holds; what it cannot mean is left out (the API would refuse it). */
export function readSearchState(params: URLSearchParams): SearchState {
  const near = Number(params.get('near'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') || null,
    sizes: list(params.get('size')),
    conditions: list(params.get('condition')),
    brands: list(params.get('brand')),
    minPriceCents: cents(params.get('minPriceCents')),
    maxPriceCents: cents(params.get('maxPriceCents')),
    radius: oneOf(RADIUS_CHOICES, params.get('radius')),
    near: Number.isSafeInteger(near) && near > 0 ? near : null,
    swap: params.get('swap') === 'true',
    sort: oneOf(searchSorts, params.get('sort')),
  };
}

/** The API's query (and the URL's) for a state: only what is set. */
export function searchQueryOf(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.q) query.q = state.q;
  if (state.category) query.category = state.category;
  if (state.sizes.length) query.size = state.sizes.join(',');
  if (state.conditions.length) query.condition = state.conditions.join(',');
  if (state.brands.length) query.brand = state.brands.join(',');
  if (state.minPriceCents !== null) query.minPriceCents = String(state.minPriceCents);
  if (state.maxPriceCents !== null) query.maxPriceCents = String(state.maxPriceCents);
  if (state.radius) query.radius = state.radius;
  if (state.near !== null) query.near = String(state.near);
  if (state.swap) query.swap = 'true';
  if (state.sort) query.sort = state.sort;
  return query;
}

/** The state without its sort: what the counts depend on. */
export function filtersQueryOf(state: SearchState): Record<string, string> {
  const { sort: _sort, ...filters } = searchQueryOf(state);
  return filters;
}

/** `values` with `value` added, or removed when it was there (a chip pressed). */
export const toggled = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

/** How many filters are set (the phone's Filters button shows it). */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.category ? 1 : 0) +
    state.sizes.length +
    state.conditions.length +
    state.brands.length +
    (state.minPriceCents !== null || state.maxPriceCents !== null ? 1 : 0) +
    (state.radius ? 1 : 0) +
    (state.swap ? 1 : 0)
  );
}

/** A search in a few words, for its suggested name and the saved searches list: 'jacket · M · under $50.00 · 25 km'. */
export function describeSearch(state: SearchState, { withSort = true } = {}): string {
  const { minPriceCents: min, maxPriceCents: max } = state;
  const price =
    min !== null && max !== null
      ? `${formatCents(min)}–${formatCents(max)}`
      : max !== null
        ? `under ${formatCents(max)}`
        : min !== null
          ? `over ${formatCents(min)}`
          : null;
  const parts = [
    state.q ? `“${state.q}”` : null,
    state.category ? categoryDisplayName(state.category) : null,
    ...state.sizes.map(sizeValueToLabel),
    ...state.conditions.map((condition) => conditionLabels[condition as ItemCondition] ?? condition),
    ...state.brands,
    price,
    state.radius && state.radius !== 'any' ? `within ${state.radius} km` : null,
    state.swap ? 'open to swap' : null,
    withSort && state.sort ? searchSortLabels[state.sort] : null,
  ];
  return parts.filter(Boolean).join(' · ') || 'All items';
}

/** The name a saved search is offered: what it finds, without its order, cut to fit. */
export function suggestedSearchName(state: SearchState, maxLength: number): string {
  const described = describeSearch(state, { withSort: false });
  return described.length <= maxLength ? described : `${described.slice(0, maxLength - 1).trimEnd()}…`;
}
