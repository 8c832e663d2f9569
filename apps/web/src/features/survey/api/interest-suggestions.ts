import { surveyEndpoints } from '@swapyard/domain/endpoints/survey';
import { wantsSuggestions, type InterestSuggestion, type SurveyCategory } from '@swapyard/domain/survey';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/**
 * Interests to offer for what the member typed (docs/product/survey.md, "Suggestions"). A failure is silent, so it reads as no
 * suggestions rather than an error.
 */
export async function getInterestSuggestions(
  category: SurveyCategory,
  userDescription: string,
): Promise<InterestSuggestion[]> {
  try {
    const { suggestions } = await callEndpoint(surveyEndpoints.suggest, {
      body: { userDescription, category },
    });
    return suggestions;
  } catch {
    return [];
  }
}

export const interestSuggestionsQueryOptions = (category: SurveyCategory, text: string) =>
  queryOptions({
    queryKey: ['interest-suggestions', category, text.trim().toLowerCase()],
    queryFn: () => getInterestSuggestions(category, text.trim()),
    // The same words suggest the same interests: no need to ask twice in a session.
    staleTime: Infinity,
  });

/** Suggestions for the (already debounced) text, from two trimmed characters on. */
export function useInterestSuggestions(category: SurveyCategory, text: string) {
  return useQuery({
    ...interestSuggestionsQueryOptions(category, text),
    enabled: wantsSuggestions(text),
    // While the next words are asked about, the row keeps the last answer instead of flickering away.
    placeholderData: keepPreviousData,
  });
}
