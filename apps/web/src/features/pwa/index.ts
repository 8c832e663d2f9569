// The installable-app feature's surface for other features' lazily loaded UI (the root layout uses ./shell). The
// notification permission it follows is in @/lib/notification-permission, which the notifications panel's banner
// uses too.
export { InstallAppMenuItem } from './components/install-app-menu-item';
