import type { InterestSuggester } from './interest-suggester.ts';
import { LocalInterestSuggester } from './local/local-interest-suggester.ts';

export type { InterestSuggester, SuggestInterestsInput } from './interest-suggester.ts';
export { LocalInterestSuggester } from './local/local-interest-suggester.ts';

/** The local offline suggester; an OpenAI-compatible adapter (AI_*) will be chosen here once it exists. */
export function createInterestSuggester(): InterestSuggester {
  return new LocalInterestSuggester();
}
