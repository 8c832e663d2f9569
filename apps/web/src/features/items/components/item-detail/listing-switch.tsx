import { WANT_TEXTS } from '@swapyard/domain/circles';
import type { Item } from '@swapyard/domain/items';
import { BUY_NOW_TEXTS } from '@swapyard/domain/trades';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUpdateItem } from '../../api/update-item';

/** The owner's per-listing switches: what each turns on, in the words the item page shows. */
const switches = {
  // Off: swap circles never offer the item (docs/product/swap-circles.md).
  openToSwap: { label: WANT_TEXTS.openToSwap, hint: WANT_TEXTS.openToSwapHint },
  // Off: Buy sends a Buy It Now offer the owner answers (docs/product/trades.md, "Buy now").
  buyNow: { label: BUY_NOW_TEXTS.switchLabel, hint: BUY_NOW_TEXTS.switchHint },
} as const;

/** One of the owner's listing switches on the item page, saved as it is flipped. */
export function ListingSwitch({ item, field }: { item: Item; field: keyof typeof switches }) {
  const update = useUpdateItem(item.id);
  const pendingValue = update.isPending ? update.variables[field] : undefined;
  const checked = pendingValue ?? item[field];
  const id = `${field}-${item.id}`;
  const { label, hint } = switches[field];
  return (
    <div className="flex items-center gap-2" title={hint}>
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
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
