import { useSyncExternalStore } from 'react';
import { getInstallState, subscribeInstall, type InstallState } from './install-prompt';
import {
  getNotificationPermission,
  subscribeNotificationPermission,
  type NotificationPermissionState,
} from './notification-permission';

export const useInstallState = (): InstallState => useSyncExternalStore(subscribeInstall, getInstallState);

export const useNotificationPermission = (): NotificationPermissionState =>
  useSyncExternalStore(subscribeNotificationPermission, getNotificationPermission);
