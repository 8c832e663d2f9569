import { messagesEndpoints } from '@swapyard/domain/endpoints/messages';
import type { ConversationList } from '@swapyard/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { messagingQueryKeys } from './query-keys';

/** The member's conversations: one per counterpart, most recent first, and the unread total. */
export function getConversations(): Promise<ConversationList> {
  return callEndpoint(messagesEndpoints.conversations);
}

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: messagingQueryKeys.conversations, queryFn: getConversations });

/** Only for a signed-in member; live events keep it current (see use-live-messages). */
export const useConversations = (options: { enabled: boolean }) =>
  useQuery({ ...conversationsQueryOptions(), ...options });
