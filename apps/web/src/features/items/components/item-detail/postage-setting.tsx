import { centsToDollarsInput, roundDollarsToCents } from '@swapyard/domain/money';
import { MAX_POSTAGE_CENTS, POSTAGE_TEXTS } from '@swapyard/domain/postage';
import type { Item } from '@swapyard/domain/items';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUpdateItem } from '../../api/update-item';

/**
 * The owner's postage for a listing that ships (docs/product/handover.md "Postage"): what buyers pay on top of the
 * price; 0 is free shipping. Saved with its own button, once changed.
 */
export function PostageSetting({ item }: { item: Item }) {
  const update = useUpdateItem(item.id);
  const saved = centsToDollarsInput(item.shippingCents);
  const [typed, setTyped] = useState(saved);
  const cents = roundDollarsToCents(typed) ?? (typed.trim() ? null : 0);
  const valid = cents !== null && cents >= 0 && cents <= MAX_POSTAGE_CENTS;
  const changed = cents !== item.shippingCents;
  const id = `postage-${item.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !changed) return;
    if (!valid) return void toast.error(POSTAGE_TEXTS.invalid);
    update.mutate(
      { shippingCents: cents },
      { onError: (error) => toast.error(`Failed to update item: ${errorMessage(error)}`) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex items-center gap-2" title={POSTAGE_TEXTS.fieldHint}>
      <Label htmlFor={id} className="text-sm font-medium text-foreground">
        {POSTAGE_TEXTS.fieldLabel}
      </Label>
      <MoneyInput
        id={id}
        className="h-8 w-24"
        minCents={0}
        maxCents={MAX_POSTAGE_CENTS}
        value={typed}
        aria-invalid={!valid}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setTyped(event.target.value)}
      />
      <span id={`${id}-hint`} className="sr-only">
        {POSTAGE_TEXTS.fieldHint}
      </span>
      {changed ? (
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      ) : null}
    </form>
  );
}
