// The closets module's surface beyond its service: the closet a member gets when they first list in a category,
// written in the listing's own transaction (items, the demo seed).
export { autoCreateCloset } from './auto-create.ts';
