import { userSettingsSchema, type UserSettings } from '@swapyard/domain/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const settingsQueryKey = ['settings'] as const;

/** GET /api/me/settings: the signed-in member's toggles (defaults until they change one). */
export function getSettings(): Promise<UserSettings> {
  return apiRequest('/me/settings', userSettingsSchema);
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export const useSettings = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...settingsQueryOptions(), enabled });
