import type { Me } from '@swapyard/domain/me';
import { surveyEndpoints } from '@swapyard/domain/endpoints/survey';
import type { MemberInterests, SaveInterestsRequest } from '@swapyard/domain/survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { interestsQueryKey } from './get-interests';
import { feedQueryRoot, meQueryKey } from '@/lib/query-keys';

/** Saves the whole survey; answers the answers as saved. */
export function saveInterests(body: SaveInterestsRequest): Promise<MemberInterests> {
  return callEndpoint(surveyEndpoints.saveInterests, { body });
}

/** The member's survey flags change too, so the shell never routes them to the first-time survey again. */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterests,
    onSuccess: (saved) => {
      queryClient.setQueryData(interestsQueryKey, saved);
      const { surveyCompleted, firstLoginSurveyShown } = saved;
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, survey: { surveyCompleted, firstLoginSurveyShown }, needsFirstTimeSurvey: false } : me,
      );
      // The feed ranks by these interests.
      void queryClient.invalidateQueries({ queryKey: feedQueryRoot });
    },
  });
}
