import { notificationsEndpoints } from '@swapyard/domain/endpoints/notifications';
import type { NotificationList } from '@swapyard/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { notificationsQueryKey } from './query-keys';

/** The member's newest 50 notifications, newest first, and the count of all unread ones. */
export function getNotifications(): Promise<NotificationList> {
  return callEndpoint(notificationsEndpoints.list);
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

/** Only for a signed-in member; live events keep it current (see use-live-notifications). */
export const useNotifications = (options: {
  enabled: boolean;
  refetchInterval?: number;
  refetchOnMount?: boolean | 'always';
}) => useQuery({ ...notificationsQueryOptions(), ...options });
