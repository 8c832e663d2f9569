import { notificationsEndpoints } from '@swapyard/domain/endpoints/notifications';
import type {
  Notification,
  NotificationList,
  NotificationsReadAll,
  NotificationsReadData,
} from '@swapyard/domain/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { applyRead } from '../lib/notifications-cache';
import { notificationsQueryKey } from './query-keys';

/** Marks one of the member's own notifications read (idempotent). */
export function markNotificationRead(id: string): Promise<Notification> {
  return callEndpoint(notificationsEndpoints.read, { params: { id } });
}

/** Marks every unread notification of the member read. */
export function markAllNotificationsRead(): Promise<NotificationsReadAll> {
  return callEndpoint(notificationsEndpoints.readAll);
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
