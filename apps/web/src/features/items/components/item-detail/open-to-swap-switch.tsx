import { WANT_TEXTS } from '@swapyard/domain/circles';
import type { Item } from '@swapyard/domain/items';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUpdateItem } from '../../api/update-item';

/** The owner's 'Open to swap' switch: off, swap circles never offer the item (docs/product/swap-circles.md). */
export function OpenToSwapSwitch({ item }: { item: Item }) {
  const update = useUpdateItem(item.id);
  const checked = update.isPending ? !!update.variables.openToSwap : item.openToSwap;
  const id = `open-to-swap-${item.id}`;
  return (
    <div className="flex items-center gap-2" title={WANT_TEXTS.openToSwapHint}>
      <Switch
        id={id}
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(openToSwap) =>
          update.mutate(
            { openToSwap },
            { onError: (error) => toast.error(`Failed to update item: ${errorMessage(error)}`) },
          )
        }
      />
      <Label htmlFor={id} className="text-sm font-medium text-foreground">
        {WANT_TEXTS.openToSwap}
      </Label>
    </div>
  );
}
