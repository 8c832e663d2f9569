// The wallet feature's public surface: what other features refresh or read after money moves (trades, payments).
export { walletQueryKeys } from './api/query-keys';
export { walletSummaryQueryOptions } from './api/get-wallet-summary';
