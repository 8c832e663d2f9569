// The wallet's keys are shared (payments and trades refresh them after money moves): they live in @/lib/query-keys.
export { walletQueryKeys } from '@/lib/query-keys';
