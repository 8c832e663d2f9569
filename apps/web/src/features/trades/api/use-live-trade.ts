import {
  TRADE_MESSAGE_EVENT,
  TRADE_TYPING_EVENT,
  TRADE_UPDATED_EVENT,
  tradeTopic,
  type TradeMessageList,
} from '@swapyard/domain/trades';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { applyLiveEvent, refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';
import { invalidateAfterTradeChange } from './invalidate';
import { appendMessage } from './trade-messages';
import { tradeQueryKeys } from '@/lib/query-keys';

/** How long 'typing...' stays after the other party's last keystroke signal (they send one at most every 2 s). */
export const TYPING_VISIBLE_MS = 3_500;

/**
 * Keeps one trade current on its topic `trade:{id}` (parties only): status changes refetch the trade, wallets and
 * items; messages are appended as they arrive; the other party's typing shows for a moment. Pass `enabled` false
 * until the trade is known to be the member's (anyone else's subscription is refused).
 */
export function useLiveTrade(tradeId: string, myId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useRealtime(
    enabled && myId ? tradeTopic(tradeId) : null,
    (event) => {
      if (event.type === TRADE_UPDATED_EVENT) {
        void invalidateAfterTradeChange(queryClient);
      } else if (event.type === TRADE_MESSAGE_EVENT) {
        const message = event.data;
        applyLiveEvent<TradeMessageList>(queryClient, tradeQueryKeys.messages(tradeId), (list) =>
          appendMessage(list, message),
        );
        if (message.senderId !== myId) {
          clearTimeout(timer.current);
          setTyping(false);
        }
      } else if (event.type === TRADE_TYPING_EVENT) {
        if (!event.data.userId || event.data.userId === myId) return;
        setTyping(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setTyping(false), TYPING_VISIBLE_MS);
      }
    },
    {
      onCatchUp: () => {
        void refetchFromNow(queryClient, { queryKey: tradeQueryKeys.detail(tradeId) });
        void refetchFromNow(queryClient, { queryKey: tradeQueryKeys.messages(tradeId) });
      },
    },
  );

  return { typing };
}
