import { settingsEndpoints } from '@swapyard/domain/endpoints/settings';
import type { UserSettings } from '@swapyard/domain/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export const settingsQueryKey = ['settings'] as const;

/** The signed-in member's toggles (defaults until they change one). */
export function getSettings(): Promise<UserSettings> {
  return callEndpoint(settingsEndpoints.get);
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export const useSettings = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...settingsQueryOptions(), enabled });
