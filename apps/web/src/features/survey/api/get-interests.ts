import { surveyEndpoints } from '@swapyard/domain/endpoints/survey';
import type { MemberInterests } from '@swapyard/domain/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const interestsQueryKey = ['me', 'interests'] as const;

/** The member's saved answers (every category, blank ones empty) and survey flags. */
export function getInterests(): Promise<MemberInterests> {
  return callEndpoint(surveyEndpoints.getInterests);
}

export const interestsQueryOptions = () =>
  queryOptions({ queryKey: interestsQueryKey, queryFn: getInterests });

export const useInterests = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...interestsQueryOptions(), enabled });
