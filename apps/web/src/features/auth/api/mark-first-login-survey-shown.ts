import { meEndpoints } from '@swapyard/domain/endpoints/me';
import type { Me } from '@swapyard/domain/me';
import type { SurveyFlags } from '@swapyard/domain/preferences';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/** Records that the member is being sent to the first-time survey; don't send them again. */
export const markFirstLoginSurveyShown = (): Promise<SurveyFlags> =>
  callEndpoint(meEndpoints.markSurveyShown);

export function applySurveyFlags(queryClient: QueryClient, survey: SurveyFlags) {
  queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
    me ? { ...me, survey, needsFirstTimeSurvey: false } : me,
  );
}

export function useMarkFirstLoginSurveyShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFirstLoginSurveyShown,
    onSuccess: (survey) => applySurveyFlags(queryClient, survey),
  });
}
