import {
  NOTIFICATION_CREATED_EVENT,
  NOTIFICATIONS_READ_EVENT,
  type NotificationList,
} from '@swapyard/domain/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { applyLiveEvent, refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';
import { itemQueryKey } from '@/lib/query-keys';
import { applyRead, listingChangedBy, prependNotification } from '../lib/notifications-cache';
import { useNotifications } from './get-notifications';
import { notificationsQueryKey } from './query-keys';

/**
 * The member's notifications, kept current by their topic `user:{id}`: a new one goes on top, reads (from this or
 * another tab) apply at once, and on a catch-up (subscription confirmed, reconnect) the list is refetched for whatever was missed.
 */
export function useLiveNotifications(userId: string | null) {
  const queryClient = useQueryClient();
  const query = useNotifications({ enabled: userId !== null });

  useRealtime(
    userId ? `user:${userId}` : null,
    (event) => {
      // Other modules publish to the same topic: their events are theirs to handle.
      if (event.type !== NOTIFICATION_CREATED_EVENT && event.type !== NOTIFICATIONS_READ_EVENT) return;
      const changed = event.type === NOTIFICATION_CREATED_EVENT ? listingChangedBy(event.data) : undefined;
      if (changed) void queryClient.invalidateQueries({ queryKey: itemQueryKey(changed) });
      applyLiveEvent<NotificationList>(queryClient, notificationsQueryKey, (list) =>
        event.type === NOTIFICATION_CREATED_EVENT
          ? prependNotification(list, event.data)
          : applyRead(list, event.data),
      );
    },
    { onCatchUp: () => void refetchFromNow(queryClient, { queryKey: notificationsQueryKey }) },
  );

  return query;
}
