// The wallet feature's public surface: what other features refresh or read after money moves (trades, payments).
export { walletSummaryQueryOptions } from './api/get-wallet-summary';
