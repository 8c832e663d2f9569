import { NEGOTIATION_TEXTS } from '@swapyard/domain/negotiation';
import { MAX_TRADE_MESSAGE_LENGTH } from '@swapyard/domain/trades';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The parts the small offer dialogs share (a counter-offer, an offer for a bundle). */

/** 'Message (optional)', as long as a trade's message may be. */
export function OfferMessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{NEGOTIATION_TEXTS.messageLabel}</Label>
      <Input
        id={id}
        maxLength={MAX_TRADE_MESSAGE_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Cancel, and the submit button: its label, 'Sending...' (and disabled) while the request is in flight. */
export function SendRow({
  label,
  pending,
  disabled,
  onCancel,
}: {
  label: string;
  pending: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" className="flex-1" disabled={disabled || pending}>
        {pending ? 'Sending...' : label}
        {pending ? null : <Send aria-hidden className="size-4" />}
      </Button>
    </div>
  );
}
