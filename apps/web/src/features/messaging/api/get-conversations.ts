import { conversationListSchema, type ConversationList } from '@swapyard/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messagingQueryKeys } from './query-keys';

/** GET /api/messages/conversations: one per counterpart, most recent first, and the unread total. */
export function getConversations(): Promise<ConversationList> {
  return apiRequest('/messages/conversations', conversationListSchema);
}

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: messagingQueryKeys.conversations, queryFn: getConversations });

/** Only for a signed-in member; live events keep it current (see use-live-messages). */
export const useConversations = (options: { enabled: boolean }) =>
  useQuery({ ...conversationsQueryOptions(), ...options });
