import type { InterestSuggestion, SurveyCategory } from '@swapyard/domain';

export interface SuggestInterestsInput {
  /** What the member typed in a category's box (at least two characters, already trimmed). */
  text: string;
  /** The box it was typed in: suggestions belong there. */
  category: SurveyCategory;
}

/**
 * Turns a few typed words into interests to pick (docs/product/survey.md, "Suggestions"): the local offline
 * suggester (docs/architecture.md, "Embedded defaults"); a model adapter can answer the same shape later. Answers
 * at most eight, best first; the survey service adds the matching built-in subcategories.
 */
export interface InterestSuggester {
  suggest(input: SuggestInterestsInput): Promise<InterestSuggestion[]>;
}
