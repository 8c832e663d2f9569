export { NotificationsButton } from './components/notifications-button';
