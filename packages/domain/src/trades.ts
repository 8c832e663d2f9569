/**
 * Spec trade status, plus `expired` (DEVIATIONS: a pending offer expires after the seller's 48-hour response
 * window). The offer flow itself comes with the trades issue; reviews already need completed trades.
 */
export const tradeStatuses = [
  'pending',
  'accepted',
  'rejected',
  'completed',
  'cancelled',
  'expired',
] as const;
export type TradeStatus = (typeof tradeStatuses)[number];
