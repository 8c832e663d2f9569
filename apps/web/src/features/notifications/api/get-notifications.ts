import { notificationListSchema, type NotificationList } from '@swapyard/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationsQueryKey } from './query-keys';

/** GET /api/notifications: the newest 50, newest first, and the count of all unread ones. */
export function getNotifications(): Promise<NotificationList> {
  return apiRequest('/notifications', notificationListSchema);
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

/** Only for a signed-in member; live events keep it current (see use-live-notifications). */
export const useNotifications = (options: {
  enabled: boolean;
  refetchInterval?: number;
  refetchOnMount?: boolean | 'always';
}) => useQuery({ ...notificationsQueryOptions(), ...options });
