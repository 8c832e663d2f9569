/** The signed-in member's notifications list (with the unread count the bell shows). */
export const notificationsQueryKey = ['notifications'] as const;
