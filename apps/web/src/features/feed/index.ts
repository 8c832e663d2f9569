// The feed feature's public surface: what other features refresh when a member's taste changes.
export { feedQueryRoot } from './api/get-feed';
