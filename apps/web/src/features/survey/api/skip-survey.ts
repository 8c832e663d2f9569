import { meEndpoints } from '@swapyard/domain/endpoints/me';
import type { Me } from '@swapyard/domain/me';
import type { SurveyFlags } from '@swapyard/domain/preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { meQueryKey } from '@/lib/query-keys';

/**
 * 'Skip for now': records that the first-time survey was shown (the same record the sign-in routing makes), so only
 * first_login_survey_shown is set and the member is not sent to the survey again.
 */
export function skipSurvey(): Promise<SurveyFlags> {
  return callEndpoint(meEndpoints.markSurveyShown);
}

export function useSkipSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipSurvey,
    onSuccess: (survey) =>
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, survey, needsFirstTimeSurvey: false } : me,
      ),
  });
}
