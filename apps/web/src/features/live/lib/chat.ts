import { LIVE_CHAT_SHOWN, type LiveMessage, type LiveMessageList } from '@swapyard/domain/live';

/*
 * The stream chat's cache (docs/product/live.md, "Chat"): the server answers the newest messages newest first with
 * the stream's message count; events add and remove messages one at a time. Each change applies once, though the
 * sender gets their message both from the POST answer and from the event.
 */

export function addChatMessage(list: LiveMessageList | undefined, message: LiveMessage): LiveMessageList {
  const messages = list?.messages ?? [];
  if (messages.some((m) => m.id === message.id)) return list ?? { messages, total: messages.length };
  return { messages: [message, ...messages], total: (list?.total ?? 0) + 1 };
}

export function removeChatMessage(
  list: LiveMessageList | undefined,
  id: string,
): LiveMessageList | undefined {
  if (!list || !list.messages.some((m) => m.id === id)) return list;
  return { messages: list.messages.filter((m) => m.id !== id), total: Math.max(0, list.total - 1) };
}

/** What the chat shows: the newest LIVE_CHAT_SHOWN, oldest at the top. */
export function shownChatMessages(list: LiveMessageList | undefined): LiveMessage[] {
  return (list?.messages ?? []).slice(0, LIVE_CHAT_SHOWN).reverse();
}
