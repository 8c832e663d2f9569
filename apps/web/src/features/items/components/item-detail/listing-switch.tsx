import { WANT_TEXTS } from '@swapyard/domain/circles';
import { NO_HANDOVER_MESSAGE, type Item } from '@swapyard/domain/items';
import { BUY_NOW_TEXTS } from '@swapyard/domain/trades';
import { useMutationState } from '@tanstack/react-query';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { updateItemMutationKey, useUpdateItem, type UpdateItemBody } from '../../api/update-item';

/** The owner's per-listing switches: what each turns on, in the words the item page shows. */
const switches = {
  // Off: swap circles never offer the item (docs/product/swap-circles.md).
  openToSwap: { label: WANT_TEXTS.openToSwap, hint: WANT_TEXTS.openToSwapHint },
  // Off: Buy sends a Buy It Now offer the owner answers (docs/product/trades.md, "Buy now").
  buyNow: { label: BUY_NOW_TEXTS.switchLabel, hint: BUY_NOW_TEXTS.switchHint },
  // How it is handed over (docs/product/handover.md): at least one of the two stays on.
  ships: { label: 'Ships', hint: 'Buyers can have it shipped from you' },
  meetsUp: { label: 'Meets up', hint: 'Buyers can collect it from you in person' },
} as const;

type Field = keyof typeof switches;

/** The other way of handing an item over: the server refuses to turn both off. */
const otherHandover: Partial<Record<Field, 'ships' | 'meetsUp'>> = { ships: 'meetsUp', meetsUp: 'ships' };

/** One of the owner's listing switches on the item page, saved as it is flipped. */
export function ListingSwitch({ item, field }: { item: Item; field: Field }) {
  const update = useUpdateItem(item.id);
  // What every switch of this item is saving now, so the two handover switches never both end up off.
  const saving = useMutationState({
    filters: { mutationKey: updateItemMutationKey(item.id), status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateItemBody,
  });
  const latest = (name: Field) => saving.reduce<boolean>((value, body) => body[name] ?? value, item[name]);
  const checked = latest(field);
  const other = otherHandover[field];
  // The only way left on cannot be turned off: the member turns the other one on first.
  const onlyWay = other !== undefined && checked && !latest(other);
  const id = `${field}-${item.id}`;
  const { label, hint } = switches[field];
  return (
    <div className="flex items-center gap-2" title={onlyWay ? NO_HANDOVER_MESSAGE : hint}>
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending || onlyWay}
        onCheckedChange={(value) =>
          update.mutate(
            { [field]: value },
            { onError: (error) => toast.error(`Failed to update item: ${errorMessage(error)}`) },
          )
        }
      />
      <Label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </Label>
    </div>
  );
}
