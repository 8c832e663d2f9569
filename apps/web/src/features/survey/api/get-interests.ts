import { memberInterestsSchema, type MemberInterests } from '@swapyard/domain/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const interestsQueryKey = ['me', 'interests'] as const;

/** GET /api/me/interests: the member's saved answers (every category, blank ones empty) and survey flags. */
export function getInterests(): Promise<MemberInterests> {
  return apiRequest('/me/interests', memberInterestsSchema);
}

export const interestsQueryOptions = () =>
  queryOptions({ queryKey: interestsQueryKey, queryFn: getInterests });

export const useInterests = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...interestsQueryOptions(), enabled });
