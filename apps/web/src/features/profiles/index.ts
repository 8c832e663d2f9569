// The profiles feature's public surface. Pages are lazy routes (app/router.tsx imports them by path).
export { useUserProfile, userProfileQueryOptions, getUserProfile } from './api/get-user-profile';
export { profilesQueryKey, userProfileQueryKey } from './api/profile-query-keys';
export { useUpdateProfile } from './api/update-profile';
