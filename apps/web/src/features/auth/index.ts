// The auth feature's public surface: the shell and other features read the session through these only.
export { meQueryOptions, useMe, getMe } from './api/get-me';
export { useSignOut } from './api/sign-out';
