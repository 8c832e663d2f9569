import type { WalletActivityFilter } from '@swapyard/domain/wallet';

/** Every wallet query lives under ['wallet']: invalidate that after any money moves (top-up, withdrawal, cancel). */
export const walletQueryKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  activity: (filter: WalletActivityFilter) => ['wallet', 'activity', filter] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};
