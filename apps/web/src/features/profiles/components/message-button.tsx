import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * Message: direct messages arrive with the messaging issue, so for now the button says so plainly instead of
 * pretending to open a chat. (The owner never sees it: a member cannot message themselves.)
 */
export function MessageButton({ name }: { name: string }) {
  return (
    <Button
      variant="secondary"
      onClick={() =>
        toast.info('Direct messages are coming soon', {
          description: `You'll be able to chat with ${name} here. For now, make an offer on one of their items.`,
        })
      }
    >
      <MessageCircle aria-hidden className="size-4" />
      Message
    </Button>
  );
}
