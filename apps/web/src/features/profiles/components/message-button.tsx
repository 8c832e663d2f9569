import { appRoutes } from '@swapyard/domain/routes';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Message: opens the direct conversation with the member (a visitor is asked to sign in there). The owner never
 * sees it: a member cannot message themselves.
 */
export function MessageButton({ userId }: { userId: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to={appRoutes.directConversation(userId)}>
        <MessageCircle aria-hidden className="size-4" />
        Message
      </Link>
    </Button>
  );
}
