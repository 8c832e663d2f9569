// The settings feature's public surface: notifications and presence screens read the member's choices here.
export { settingsQueryKey, settingsQueryOptions, useSettings } from './api/get-settings';
