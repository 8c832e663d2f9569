import { SWAP_CASH_LIMIT_CHOICES } from '@swapyard/domain/circles';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveSwapPreferences, useSwapPreferences } from '../api/swap-preferences';

const choiceLabel = (percent: number) => (percent === 0 ? 'nothing (even swaps only)' : `up to ${percent}%`);

/**
 * The member's cash limit (docs/product/swap-circles.md, "Matching"): the most they pay to balance a circle in which
 * they receive more than they give, in percent of their own item's value. Saved as it changes.
 */
export function CashLimitSetting() {
  const id = useId();
  const preferences = useSwapPreferences();
  const save = useSaveSwapPreferences();
  const value = save.isPending ? save.variables.cashLimitPercent : preferences.data?.cashLimitPercent;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        To balance a swap I pay
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-auto"
        value={value ?? ''}
        disabled={value === undefined || save.isPending}
        onChange={(event) =>
          save.mutate(
            { cashLimitPercent: Number(event.target.value) },
            {
              onSuccess: () => toast.success('Cash limit saved'),
              onError: (error) => toast.error(`Could not save the cash limit: ${errorMessage(error)}`),
            },
          )
        }
      >
        {value === undefined ? <option value="">…</option> : null}
        {SWAP_CASH_LIMIT_CHOICES.map((percent) => (
          <option key={percent} value={percent}>
            {choiceLabel(percent)}
          </option>
        ))}
      </NativeSelect>
      <span className="text-muted-foreground">of my item’s value</span>
    </div>
  );
}
