// The wallet feature's public surface: what other features read about money (trades show the balances). Its query
// keys, which payments and trades refresh after money moves, are in @/lib/query-keys.
export { walletSummaryQueryOptions } from './api/get-wallet-summary';
