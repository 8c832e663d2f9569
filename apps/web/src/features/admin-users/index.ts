// The admin dashboard's Users tab (docs/product/moderation.md, "Managing members"): the lead's /admin page mounts it.
export { UsersPanel } from './components/users-panel';
