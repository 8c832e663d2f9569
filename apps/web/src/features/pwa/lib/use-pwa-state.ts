import { useSyncExternalStore } from 'react';
import { getInstallState, subscribeInstall, type InstallState } from './install-prompt';

export const useInstallState = (): InstallState => useSyncExternalStore(subscribeInstall, getInstallState);
