// Other features' entry to the trades feature's cache: the refresh after a trade moves.
// Kept apart from index.ts (like items/shell.ts) so importing them does not pull the offer builders into a route.
export { invalidateAfterTradeChange } from './api/invalidate';
