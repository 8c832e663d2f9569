// The notifications list for other features' lazily loaded code (the installable app's browser notifications).
// Apart from index.ts, which the header loads on every page, so these hooks stay out of the home route's JavaScript.
export { useNotifications } from './api/get-notifications';
export { useMarkNotificationRead } from './api/mark-notification-read';
export { useReadNotificationsFor } from './api/use-read-notifications-for';
