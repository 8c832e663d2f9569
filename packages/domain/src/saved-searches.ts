import { z } from 'zod';
import { searchFiltersSchema } from './search-results.ts';
import { text } from './text.ts';

/*
 * Saved searches (docs/product/search.md, "Saved searches"): a results page's query and filters kept under a name,
 * with how many listings matched since the member last opened it.
 */

export const MAX_SAVED_SEARCHES = 25;
export const MAX_SAVED_SEARCH_NAME_LENGTH = 60;
/** New matches are counted up to this; more reads '99+'. */
export const NEW_MATCHES_COUNTED_UP_TO = 99;

export const SAVED_SEARCH_TEXTS = {
  nameRequired: 'Please give the search a name',
  nameTooLong: `A name is at most ${MAX_SAVED_SEARCH_NAME_LENGTH} characters`,
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one first`,
  notFound: 'Saved search not found',
  saved: 'Search saved',
  savedText: 'Find it, with what is new since, under Saved searches in your menu.',
  deleted: 'Saved search deleted',
  alertsHint: 'Tells you in the app, and in a daily e-mail, when something new matches',
} as const;

const name = text({ error: SAVED_SEARCH_TEXTS.nameRequired })
  .min(1, SAVED_SEARCH_TEXTS.nameRequired)
  .max(MAX_SAVED_SEARCH_NAME_LENGTH, SAVED_SEARCH_TEXTS.nameTooLong);

/**
 * The results page's query as its URL holds it (`{ q: 'jacket', size: 'm', maxPriceCents: '5000' }`): checked as
 * the results page checks it, then kept as sent. A sort may come with it; a cursor or page size may not.
 */
export const savedSearchQuerySchema = z
  .record(text({ trim: false }).max(30), text({ trim: false }).max(500))
  .superRefine((query, ctx) => {
    const checked = searchFiltersSchema.safeParse(query);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: issue.path });
    }
  });
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

export const savedSearchInputSchema = z
  .strictObject({
    name,
    query: savedSearchQuerySchema,
    /** Tell the member when a new listing matches (docs/product/search.md, "Alerts"). */
    alerts: z.boolean().default(true),
  })
  .meta({ id: 'SavedSearchInput' });
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

export const savedSearchUpdateSchema = z
  .strictObject({
    name: name.optional(),
    query: savedSearchQuerySchema.optional(),
    alerts: z.boolean().optional(),
  })
  .meta({ id: 'SavedSearchUpdate' });
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    query: z.record(z.string(), z.string()),
    alerts: z.boolean(),
    /** Listings matching it that were listed since it was last opened, up to NEW_MATCHES_COUNTED_UP_TO + 1. */
    newMatches: z.number().int(),
    lastOpenedAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z
  .object({ savedSearches: z.array(savedSearchSchema) })
  .meta({ id: 'SavedSearchList' });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** '3 new', '99+ new'. */
export const newMatchesText = (count: number) =>
  `${count > NEW_MATCHES_COUNTED_UP_TO ? `${NEW_MATCHES_COUNTED_UP_TO}+` : count} new`;
