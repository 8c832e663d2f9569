import { INVITATION_MARKER } from '@swapyard/domain/trades';
import { ArrowLeft, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { WantedItem } from './offer-item';
import { useSendOffer } from './use-send-offer';

/**
 * A trade invitation (docs/product/trades.md, "Making an offer"): no item and no cash, a 'Check out my' message;
 * the owner looks through my closet and answers with an offer of their own.
 */
export function InvitationForm({
  item,
  onExit,
  onSent,
}: {
  item: WantedItem;
  onExit: () => void;
  /** Opens the new trade's conversation (its path). */
  onSent: (tradePath: string) => void;
}) {
  const [note, setNote] = useState('');
  const { send, pending } = useSendOffer(onSent);
  const id = useId();
  const message = `${INVITATION_MARKER} closet! I'd love to trade for your ${item.title}.${note.trim() ? ` ${note.trim()}` : ''}`;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {item.owner.fullName} gets a message inviting them to look through your closet and pick something to
        trade for their item.
      </p>
      <blockquote className="rounded-xl border-l-4 border-primary bg-surface-muted p-3 text-sm dark:border-brand">
        {message}
      </blockquote>
      <div className="grid gap-2">
        <Label htmlFor={id}>Add a note (optional)</Label>
        <textarea
          id={id}
          rows={2}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
        />
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onExit} disabled={pending}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        <Button
          className="flex-1"
          disabled={pending}
          onClick={() => send({ kind: 'invitation', ownerItemId: item.id, message })}
        >
          {pending ? 'Sending...' : 'Send Invitation'}
          {pending ? null : <Send aria-hidden className="size-4" />}
        </Button>
      </div>
    </div>
  );
}
