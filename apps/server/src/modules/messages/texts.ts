import { appRoutes, type ConversationParty } from '@swapyard/domain';
import type { NewNotification } from '../notifications/service.ts';

/** How much of a message a notification quotes. */
export const MESSAGE_PREVIEW_LENGTH = 100;

export function messagePreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_LENGTH
    ? `${flat.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`
    : flat;
}

/** The recipient's 'message' notification for a direct message; it opens the conversation with the sender. */
export const directMessageNotification = (
  recipientId: string,
  sender: ConversationParty,
  content: string,
): NewNotification & { link: string } => ({
  userId: recipientId,
  type: 'message',
  title: `New message from ${sender.fullName.trim() || sender.username}`,
  message: messagePreview(content),
  link: appRoutes.directConversation(sender.id),
});
