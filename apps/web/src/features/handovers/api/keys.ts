import { tradeQueryKeys } from '@/lib/query-keys';

/** The handovers feature's query keys: the member's address book, and each trade's handovers. */
export const handoverQueryKeys = {
  addresses: ['addresses'] as const,
  /**
   * Under the trades' root, so whatever refreshes a trade (its live `trade.updated` event on the conversation page,
   * any trade change) refreshes its handovers too.
   */
  ofTrade: (tradeId: string) => [...tradeQueryKeys.all, 'handovers', tradeId] as const,
};
