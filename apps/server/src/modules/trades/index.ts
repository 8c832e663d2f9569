// The trades module's surface beyond its service: the checks the items module makes, in its own transaction,
// before an item in a trade is edited, hidden or deleted (docs/decisions/015). createApp hands them to the items
// routes, since items may not import trades (decision 022).
export { itemTradeGuard } from './item-guard.ts';
