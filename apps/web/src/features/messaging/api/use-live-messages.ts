import { DIRECT_MESSAGE_EVENT, DIRECT_READ_EVENT, type ConversationList } from '@swapyard/domain/messages';
import { TRADE_CHANGED_EVENT } from '@swapyard/domain/trades';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterTradeChange } from '@/features/trades/cache';
import { applyLiveEvent, refetchFromNow } from '@/lib/live-query-cache';
import { useRealtime } from '@/lib/realtime';
import {
  appendToThread,
  applyMessageToConversations,
  applyReadToConversations,
  applyReadToThread,
  type ThreadPages,
} from '../lib/messages-cache';
import { useConversations } from './get-conversations';
import { messagingQueryKeys } from './query-keys';

/**
 * The member's conversations (the header badge is their unread total), kept current by their topic `user:{id}`:
 * new messages and reads patch the list and any open thread; a trade of theirs changing refreshes the trade list,
 * the wallets and the items it may have moved.
 * On a catch-up (subscription confirmed, reconnect) everything messaging shows is refetched for whatever was missed.
 */
export function useLiveMessages(meId: string | null) {
  const queryClient = useQueryClient();
  const query = useConversations({ enabled: meId !== null });

  useRealtime(
    meId ? `user:${meId}` : null,
    (event) => {
      if (!meId) return;
      if (event.type === TRADE_CHANGED_EVENT) {
        // Wherever the member is (an open wallet, closet or item page), what the trade moved shows at once.
        void refetchFromNow(queryClient, { queryKey: messagingQueryKeys.trades });
        void invalidateAfterTradeChange(queryClient);
        return;
      }
      // Other modules publish to the same topic: their events are theirs to handle.
      if (event.type !== DIRECT_MESSAGE_EVENT && event.type !== DIRECT_READ_EVENT) return;
      if (event.type === DIRECT_MESSAGE_EVENT) {
        const message = event.data;
        const counterpartId = message.senderId === meId ? message.recipientId : message.senderId;
        queryClient.setQueryData<ThreadPages>(
          messagingQueryKeys.thread(counterpartId),
          (thread) => thread && appendToThread(thread, message),
        );
        // A message of a conversation the list does not hold yet needs the server's row: the list is fetched.
        const list = queryClient.getQueryData<ConversationList>(messagingQueryKeys.conversations);
        const next = list && applyMessageToConversations(list, message, meId);
        if (next) applyLiveEvent<ConversationList>(queryClient, messagingQueryKeys.conversations, () => next);
        else void refetchFromNow(queryClient, { queryKey: messagingQueryKeys.conversations, exact: true });
        return;
      }
      const read = event.data;
      const counterpartId = read.readerId === meId ? read.senderId : read.readerId;
      queryClient.setQueryData<ThreadPages>(
        messagingQueryKeys.thread(counterpartId),
        (thread) => thread && applyReadToThread(thread, read),
      );
      applyLiveEvent<ConversationList>(queryClient, messagingQueryKeys.conversations, (current) =>
        applyReadToConversations(current, read, meId),
      );
    },
    { onCatchUp: () => void refetchFromNow(queryClient, { queryKey: messagingQueryKeys.all }) },
  );

  return query;
}
