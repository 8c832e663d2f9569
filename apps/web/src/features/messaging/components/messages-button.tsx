import { appRoutes } from '@swapyard/domain/routes';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { IconButton } from '@/components/icon-button';
import { useMe } from '@/features/auth';
import { useLiveMessages } from '../api/use-live-messages';

const preloadMessagesPage = () => void import('../pages/messages-page');

/**
 * The header's messages entry (docs/product/messaging.md, "The unread badge"): the member's total unread
 * direct-message count, live, and a way to the Messages screen at /messages.
 */
export function MessagesButton({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const me = useMe();
  const meId = signedIn ? (me.data?.user.id ?? null) : null;
  const conversations = useLiveMessages(meId);
  const unreadCount = meId ? (conversations.data?.unreadCount ?? 0) : 0;
  return (
    <IconButton
      aria-label="Messages"
      count={unreadCount}
      onPointerEnter={preloadMessagesPage}
      onFocus={preloadMessagesPage}
      onClick={() => void navigate(appRoutes.messages)}
    >
      <MessageCircle aria-hidden />
    </IconButton>
  );
}
