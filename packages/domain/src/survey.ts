import { z } from 'zod';
import { text } from './text.ts';

/** The survey's six categories, in order (docs/product/survey.md, "The page"). */
export const surveyCategories = [
  'Music',
  'Fashion',
  'Technology',
  'Collectibles',
  'Arts & Crafts',
  'Beauty & Wellness',
] as const;
export type SurveyCategory = (typeof surveyCategories)[number];

/** Ten built-in sample subcategories per category, quick picks also matched while typing (docs/product/survey.md). */
export const builtInSubcategories: Record<SurveyCategory, readonly string[]> = {
  Music: ['Jazz', 'Rock', 'Pop', 'Hip Hop', 'Classical', 'Electronic', 'Indie', 'R&B', 'Country', 'Metal'],
  Fashion: [
    'Vintage',
    'Streetwear',
    'Designer',
    'Sneakers',
    'Minimalist',
    'Bohemian',
    'Sustainable Fashion',
    'Athleisure',
    'Formal Wear',
    'Accessories',
  ],
  Technology: [
    'AI',
    'Gaming',
    'Smartphones',
    'Laptops',
    'Smart Home',
    'Photography',
    'Audio Gear',
    'Wearables',
    'Virtual Reality',
    'Retro Tech',
  ],
  Collectibles: [
    'Pokemon Cards',
    'Sports Cards',
    'Coins',
    'Stamps',
    'Comic Books',
    'Action Figures',
    'Antiques',
    'Vintage Toys',
    'Memorabilia',
    'Funko Pops',
  ],
  'Arts & Crafts': [
    'Digital Art',
    'Painting',
    'Drawing',
    'Knitting',
    'Pottery',
    'Sewing',
    'Jewelry Making',
    'Woodworking',
    'Scrapbooking',
    'Calligraphy',
  ],
  'Beauty & Wellness': [
    'Skincare',
    'Makeup',
    'Fragrance',
    'Hair Care',
    'Nail Art',
    'Yoga',
    'Meditation',
    'Fitness',
    'Aromatherapy',
    'Clean Beauty',
  ],
};

/** docs/product/survey.md, "Suggestions". */
export const SUGGESTION_DELAY_MS = 500;
export const SUGGESTION_MIN_CHARS = 2;
export const MAX_AI_SUGGESTIONS = 8;
export const MAX_BUILT_IN_SUGGESTIONS = 3;
/** Ours: long enough for any real interest, short enough to keep a chip on one line. */
export const INTEREST_MAX_LENGTH = 60;
export const MAX_INTERESTS_PER_CATEGORY = 50;
/** Ours: what a suggestion request may carry (a sentence, not an essay). */
export const SUGGESTION_TEXT_MAX_LENGTH = 200;

export const surveyModes = ['first-time', 'update'] as const;
export type SurveyMode = (typeof surveyModes)[number];

/** The survey's wording (docs/product/survey.md, "The page"). */
export const surveyMessages = {
  firstTimeHeading: 'Tell us your interests',
  updateHeading: 'Update your interests',
  skip: 'Skip for now',
  complete: 'Complete Survey',
  update: 'Update Interests',
  saving: 'Saving...',
  saved: 'Survey completed!',
  saveFailedTitle: 'Error',
  saveFailed: 'Failed to save survey. Please try again.',
  placeholder: (category: SurveyCategory) => `Type your ${category} interests...`,
} as const;

/** Trimmed, inner runs of spaces made one, so 'Blue  Note ' and 'Blue Note' are the same interest. */
export const normaliseInterest = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

const interestKey = (interest: string) => normaliseInterest(interest).toLocaleLowerCase('en');

/** Normalised, blanks dropped, duplicates ignored case-insensitively (the first spelling stays), order kept. */
export function dedupeInterests(interests: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of interests) {
    const interest = normaliseInterest(raw);
    const key = interestKey(interest);
    if (!interest || seen.has(key)) continue;
    seen.add(key);
    kept.push(interest);
  }
  return kept;
}

/** Adds a trimmed interest; blank or already there (any case) leaves the list as it is (docs/product/survey.md). */
export function addInterest(interests: readonly string[], raw: string): string[] {
  return dedupeInterests([...interests, raw]);
}

export function removeInterest(interests: readonly string[], interest: string): string[] {
  const key = interestKey(interest);
  return interests.filter((existing) => interestKey(existing) !== key);
}

export function hasInterest(interests: readonly string[], interest: string): boolean {
  const key = interestKey(interest);
  return interests.some((existing) => interestKey(existing) === key);
}

export type StructuredInterests = Record<SurveyCategory, string[]>;

/** Every category present (blank ones empty), each list deduplicated; unknown categories are dropped. */
export function normaliseStructuredInterests(
  input: Partial<Record<string, readonly string[]>>,
): StructuredInterests {
  return Object.fromEntries(
    surveyCategories.map((category) => [category, dedupeInterests(input[category] ?? [])]),
  ) as StructuredInterests;
}

export const countInterests = (interests: Partial<Record<string, readonly string[]>>): number =>
  Object.values(interests).reduce((total, list) => total + (list?.length ?? 0), 0);

/** Whether the text is long enough to ask for suggestions (at least 2 trimmed characters). */
export const wantsSuggestions = (text: string): boolean => text.trim().length >= SUGGESTION_MIN_CHARS;

/** Up to three of the category's built-in subcategories that contain the typed text, or that it contains. */
export function matchingBuiltIns(category: SurveyCategory, text: string): string[] {
  const typed = interestKey(text);
  if (typed.length < SUGGESTION_MIN_CHARS) return [];
  return builtInSubcategories[category]
    .filter((name) => {
      const key = name.toLocaleLowerCase('en');
      return key.includes(typed) || typed.includes(key);
    })
    .slice(0, MAX_BUILT_IN_SUGGESTIONS);
}

export interface InterestSuggestion {
  category: string;
  subcategory: string;
}

/**
 * At most eight suggestions from the suggester (docs/product/survey.md), then up to three matching built-in ones; a
 * subcategory already offered (any case) is not offered again.
 */
export function mergeSuggestions(
  category: SurveyCategory,
  text: string,
  fromSuggester: readonly InterestSuggestion[],
): InterestSuggestion[] {
  const seen = new Set<string>();
  const merged: InterestSuggestion[] = [];
  const offer = (suggestion: InterestSuggestion) => {
    const subcategory = normaliseInterest(suggestion.subcategory);
    const key = interestKey(subcategory);
    if (!subcategory || seen.has(key)) return;
    seen.add(key);
    merged.push({ category: suggestion.category, subcategory });
  };
  fromSuggester.slice(0, MAX_AI_SUGGESTIONS).forEach(offer);
  matchingBuiltIns(category, text).forEach((subcategory) => offer({ category, subcategory }));
  return merged;
}

const interestSchema = text()
  .min(1, 'An interest cannot be blank')
  .max(INTEREST_MAX_LENGTH, `An interest must be at most ${INTEREST_MAX_LENGTH} characters`);

const interestListSchema = z
  .array(interestSchema)
  .max(MAX_INTERESTS_PER_CATEGORY, `At most ${MAX_INTERESTS_PER_CATEGORY} interests per category`);

const categorySchema = z.enum(surveyCategories, {
  error: () => `Unknown category. Choose one of: ${surveyCategories.join(', ')}`,
});

/** GET /api/me/interests and the answer of PUT: every category present (blank ones empty) and the survey flags. */
export const memberInterestsSchema = z
  .object({
    structuredInterests: z.record(categorySchema, z.array(z.string())),
    surveyCompleted: z.boolean(),
    firstLoginSurveyShown: z.boolean(),
  })
  .meta({ id: 'MemberInterests' });
export type MemberInterests = z.infer<typeof memberInterestsSchema>;

/**
 * PUT /api/me/interests: the whole survey. Categories may be left out or empty (blank categories are allowed);
 * unknown ones are refused so a typo never silently drops answers. The server deduplicates again.
 */
export const saveInterestsRequestSchema = z
  .strictObject({
    structuredInterests: z.partialRecord(categorySchema, interestListSchema),
    mode: z.enum(surveyModes),
  })
  .meta({ id: 'SaveInterestsRequest' });
export type SaveInterestsRequest = z.infer<typeof saveInterestsRequestSchema>;

/** POST /api/interests/suggestions (docs/product/survey.md, "Suggestions"). */
export const interestSuggestionsRequestSchema = z
  .strictObject({
    userDescription: text()
      .min(SUGGESTION_MIN_CHARS, `Type at least ${SUGGESTION_MIN_CHARS} characters`)
      .max(SUGGESTION_TEXT_MAX_LENGTH, `At most ${SUGGESTION_TEXT_MAX_LENGTH} characters`),
    category: categorySchema,
  })
  .meta({ id: 'InterestSuggestionsRequest' });
export type InterestSuggestionsRequest = z.infer<typeof interestSuggestionsRequestSchema>;

export const interestSuggestionsResponseSchema = z
  .object({
    suggestions: z.array(z.object({ category: z.string(), subcategory: z.string() })),
  })
  .meta({ id: 'InterestSuggestions' });
export type InterestSuggestionsResponse = z.infer<typeof interestSuggestionsResponseSchema>;
