// Disputes about a trade, from its conversation page (docs/product/disputes.md).
export { TradeDisputeCard } from './components/trade-dispute-card';
