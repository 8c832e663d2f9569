import {
  notificationSchema,
  notificationsReadAllSchema,
  type Notification,
  type NotificationList,
  type NotificationsReadAll,
  type NotificationsReadData,
} from '@swapyard/domain/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyRead } from '../lib/notifications-cache';
import { notificationsQueryKey } from './query-keys';

/** POST /api/notifications/{id}/read: one of the member's own (idempotent). */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, notificationSchema, { method: 'POST' });
}

/** POST /api/notifications/read-all: every unread one of the member. */
export function markAllNotificationsRead(): Promise<NotificationsReadAll> {
  return apiRequest('/notifications/read-all', notificationsReadAllSchema, { method: 'POST' });
}

/**
 * Optimistic: the list shows them read at once and rolls back if the server refuses. Failures marking read are only
 * logged, never shown.
 */
function useOptimisticRead<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  readOf: (variables: TVariables) => NotificationsReadData,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, applyRead(previous, readOf(variables)));
      return { previous };
    },
    onError: (error, _variables, context) => {
      console.error('Failed to mark notifications read', error);
      rollback(queryClient, context?.previous);
    },
  });
}

/** Back to what was shown, then the server's own state (a live event may have arrived meanwhile). */
function rollback(queryClient: QueryClient, previous: NotificationList | undefined) {
  if (previous) queryClient.setQueryData(notificationsQueryKey, previous);
  void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

export const useMarkNotificationRead = () =>
  useOptimisticRead(markNotificationRead, (id: string) => ({ ids: [id] }));

export const useMarkAllNotificationsRead = () =>
  useOptimisticRead(markAllNotificationsRead, (): NotificationsReadData => ({ all: true }));
