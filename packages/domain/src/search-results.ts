import { z } from 'zod';
import { itemConditions, itemSizes, uploadCategories } from './item-labels.ts';
import { itemSchema } from './items.ts';
import { MAX_ITEM_VALUE_CENTS } from './money.ts';
import { MAX_SEARCH_QUERY_LENGTH, searchMessages } from './search.ts';
import { text } from './text.ts';

/*
 * The search results page (docs/product/search.md, "Results"): listings matching the words, narrowed by filters,
 * in the chosen order, a page at a time; and how many each filter would leave.
 */

export const SEARCH_RESULTS_PAGE_SIZE = 24;
export const MAX_SEARCH_RESULTS_PAGE_SIZE = 48;
/** The distances a search may be narrowed to, in km; or any distance. */
export const SEARCH_RADII_KM = [10, 25, 50, 100] as const;
export const searchSorts = ['best', 'newest', 'price_asc', 'price_desc', 'nearest'] as const;
export type SearchSort = (typeof searchSorts)[number];
export const MAX_BRAND_FILTERS = 10;
/** The brands the results suggest as filters. */
export const SUGGESTED_FILTER_BRANDS = 10;

export const searchSortLabels: Record<SearchSort, string> = {
  best: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  nearest: 'Nearest',
};

/**
 * Older closet categories are sub-categories of the upload category they are shown as (Tops, Bottoms, Dresses and
 * Outerwear of Clothing): filtering by Clothing finds them too.
 */
export const subCategories: Readonly<Record<string, readonly string[]>> = {
  clothing: ['tops', 'bottoms', 'dresses', 'outerwear'],
  shoes_footwear: ['shoes'],
  collectibles: ['toys_games'],
  home_garden: ['tools'],
};
export const searchCategories: readonly string[] = [
  ...uploadCategories.map((category) => category.value),
  ...Object.values(subCategories).flat(),
];
/** The stored categories a category filter finds: itself and its sub-categories. */
export const categoryWithSubCategories = (category: string): string[] => [
  category,
  ...(subCategories[category] ?? []),
];

export const SEARCH_FILTER_TEXTS = {
  unknownCategory: 'There is no such category',
  unknownSize: (size: string) => `There is no size “${size}”: choose from ${itemSizes.join(', ')}`,
  unknownCondition: (condition: string) =>
    `There is no condition “${condition}”: choose from ${itemConditions.join(', ')}`,
  tooManyBrands: `At most ${MAX_BRAND_FILTERS} brands at once`,
  price: `A price is a whole number of cents from 0 to ${MAX_ITEM_VALUE_CENTS}`,
  minAboveMax: 'The lowest price is above the highest',
  radius: `A distance is one of ${SEARCH_RADII_KM.join(', ')} km, or any`,
  noPlaceForRadius: 'Choose a place to search near, or set your location in your profile',
  noPlaceForNearest: 'Nearest first needs a place: choose one, or set your location in your profile',
  unknownSort: `Sort by one of ${searchSorts.join(', ')}`,
  bestNeedsWords: 'Best match needs something to search for: sort by newest, price or distance',
  nearUnknown: 'There is no such place: choose one from the list',
} as const;

/** A comma-separated list of one kind of value ('m,l'), each checked; empty items dropped, duplicates once. */
const commaList = <T extends string>(
  check: (value: string) => value is T,
  message: (bad: string) => string,
) =>
  text()
    .max(500)
    .transform((list, ctx) => {
      const values = [...new Set(list.split(',').map((value) => value.trim().toLowerCase()))].filter(Boolean);
      const bad = values.find((value) => !check(value));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: message(bad) });
        return z.NEVER;
      }
      return values as T[];
    });

const isSize = (value: string): value is (typeof itemSizes)[number] =>
  (itemSizes as readonly string[]).includes(value);
const isCondition = (value: string): value is (typeof itemConditions)[number] =>
  (itemConditions as readonly string[]).includes(value);
const isBrand = (value: string): value is string => value.length <= 100;

const priceCents = z.coerce
  .number({ error: SEARCH_FILTER_TEXTS.price })
  .int(SEARCH_FILTER_TEXTS.price)
  .min(0, SEARCH_FILTER_TEXTS.price)
  .max(MAX_ITEM_VALUE_CENTS, SEARCH_FILTER_TEXTS.price);

/** The filters and sort, as the results and the facet counts both read them (every one optional). */
const searchFilterShape = {
  /** The words; none lists every listing (a category's page). */
  q: text().max(MAX_SEARCH_QUERY_LENGTH, searchMessages.queryTooLong).optional(),
  category: z
    .string()
    .refine((value) => searchCategories.includes(value), SEARCH_FILTER_TEXTS.unknownCategory)
    .optional(),
  size: commaList(isSize, SEARCH_FILTER_TEXTS.unknownSize).optional(),
  condition: commaList(isCondition, SEARCH_FILTER_TEXTS.unknownCondition).optional(),
  /** Brands as written, any case ("levi's,carhartt"). */
  brand: commaList(isBrand, () => 'A brand is at most 100 characters')
    .refine((brands) => brands.length <= MAX_BRAND_FILTERS, SEARCH_FILTER_TEXTS.tooManyBrands)
    .optional(),
  minPriceCents: priceCents.optional(),
  maxPriceCents: priceCents.optional(),
  /** km, or 'any'; without it, the member's own distance (Settings) when there is a place to measure from. */
  radius: z.enum(['10', '25', '50', '100', 'any'], { error: SEARCH_FILTER_TEXTS.radius }).optional(),
  /** The place to measure from (GET /api/places); without it, the member's own place. */
  near: z.coerce
    .number({ error: SEARCH_FILTER_TEXTS.nearUnknown })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
  /** Only items open to swap. */
  swap: z.enum(['true', 'false']).optional(),
  sort: z.enum(searchSorts, { error: SEARCH_FILTER_TEXTS.unknownSort }).optional(),
};

const priceRangeMakesSense = (query: { minPriceCents?: number; maxPriceCents?: number }) =>
  query.minPriceCents === undefined ||
  query.maxPriceCents === undefined ||
  query.minPriceCents <= query.maxPriceCents;
const minAboveMaxIssue = { message: SEARCH_FILTER_TEXTS.minAboveMax, path: ['minPriceCents'] };

/** GET /api/search/facets. An unknown key is refused by name, so a misspelt filter never silently does nothing. */
export const searchFiltersSchema = z
  .strictObject(searchFilterShape)
  .refine(priceRangeMakesSense, minAboveMaxIssue)
  .meta({ id: 'SearchFilters' });
export type SearchFilters = z.output<typeof searchFiltersSchema>;

/** GET /api/search/results: the filters, and the page. */
export const searchResultsQuerySchema = z
  .strictObject({
    ...searchFilterShape,
    cursor: text({ trim: false }).min(1).max(500).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_RESULTS_PAGE_SIZE).default(SEARCH_RESULTS_PAGE_SIZE),
  })
  .refine(priceRangeMakesSense, minAboveMaxIssue)
  .meta({ id: 'SearchResultsQuery' });
export type SearchResultsQuery = z.output<typeof searchResultsQuerySchema>;

/** Where distances are measured from, and how far the results reach (null: any distance). */
export const searchOriginSchema = z
  .object({ placeId: z.number().int(), label: z.string(), radiusKm: z.number().int().nullable() })
  .meta({ id: 'SearchOrigin' });
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

export const searchResultSchema = z
  .object({
    item: itemSchema,
    /** Rounded ('about 12 km away'); null without a place to measure from, or when the owner hides their location. */
    distanceKm: z.number().int().nullable(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z
  .object({
    results: z.array(searchResultSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** The order used (best match with words, newest without, unless asked). */
    sort: z.enum(searchSorts),
    origin: searchOriginSchema.nullable(),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;

const facetCountSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

/** How many results each filter value would leave, the other filters as they are. */
export const searchFacetsSchema = z
  .object({
    total: z.number().int(),
    categories: z.array(facetCountSchema),
    sizes: z.array(facetCountSchema),
    conditions: z.array(facetCountSchema),
    /** The brands most found among the results (and any chosen), most first. */
    brands: z.array(facetCountSchema),
    /** Of the results, how many are open to swap. */
    openToSwap: z.number().int(),
    /** For each distance, how many results are within it; empty without a place to measure from. */
    radii: z.array(z.object({ radiusKm: z.number().int(), count: z.number().int() })),
    origin: searchOriginSchema.nullable(),
  })
  .meta({ id: 'SearchFacets' });
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/** A distance as shown: 0 under 1 km, under 10 km to the km, under 100 km to 5 km, beyond to 10 km. */
export function roundedDistanceKm(km: number): number {
  if (km < 1) return 0;
  if (km < 10) return Math.round(km);
  if (km < 100) return Math.round(km / 5) * 5;
  return Math.round(km / 10) * 10;
}

export const distanceText = (roundedKm: number) =>
  roundedKm < 1 ? 'less than 1 km away' : `about ${roundedKm} km away`;
