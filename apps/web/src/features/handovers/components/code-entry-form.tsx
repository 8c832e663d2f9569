import { handoverCodeSchema, type Handover } from '@swapyard/domain/handovers';
import { Handshake } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useHandoverStep } from '../hooks/use-handover-step';

export const CONFIRM_HANDOVER = 'Confirm handover';
export const HANDED_OVER = 'Handed over! The money has been released.';

/**
 * The giver, at the meetup, enters the receiver's 6-digit handover code: the handover is received and the money
 * released at once. A wrong code (or one changed after too many) is answered under the field in the server's words.
 */
export function CodeEntryForm({ handover, other }: { handover: Handover; other: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const step = useHandoverStep(handover);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = handoverCodeSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    void step.run({ action: 'enterCode', body: parsed.data }, HANDED_OVER, setError);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <FormField
        label="Handover code"
        name="code"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="123456"
        className="text-center font-mono text-lg tracking-[0.4em]"
        hint={`The 6-digit code ${other} shows you once they have checked the item.`}
        value={code}
        error={error}
        // Digits only, at most 6: pasted spaces or dashes never reach the form.
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
          setError(undefined);
        }}
      />
      <Button type="submit" className="sm:justify-self-start" disabled={step.pending}>
        <Handshake aria-hidden className="size-4" />
        {CONFIRM_HANDOVER}
      </Button>
    </form>
  );
}
