// The installable-app feature's surface for other features' lazily loaded UI (the root layout uses ./shell).
export { EnableNotificationsBanner } from './components/enable-notifications-banner';
export { InstallAppMenuItem } from './components/install-app-menu-item';
