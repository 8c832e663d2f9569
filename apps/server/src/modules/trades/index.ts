// The trades module's surface beyond its service: the checks the items module makes, in its own transaction,
// before an item in a trade is edited, hidden or deleted (docs/decisions/015).
export { assertNotInPendingTrade, assertNotTraded } from './item-guard.ts';
