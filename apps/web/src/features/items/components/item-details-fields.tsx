import { analysisSizeLabels } from '@swapyard/domain/analysis';
import {
  conditionLabels,
  itemConditions,
  MAX_SIZE_LENGTH,
  uploadCategories,
} from '@swapyard/domain/item-labels';
import type { ItemVisibility } from '@swapyard/domain/items';
import { useId, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { ItemFormValues } from '../lib/item-form';

/** The visibility choices, as the upload forms offer them (bulk upload's draft form too). */
export const visibilityChoices: { value: ItemVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
  { value: 'live-only', label: 'Live Events Only' },
];

type Props = {
  values: ItemFormValues;
  onChange: (patch: Partial<ItemFormValues>) => void;
  disabled?: boolean;
};

/** The item details (docs/product/listing.md): labels shown, stored values kept (see item-form.ts). */
export function ItemDetailsFields({ values, onChange, disabled }: Props) {
  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Item details</legend>
      <div className="sm:col-span-2">
        <FormField
          label="Title"
          value={values.title}
          onChange={(e) => onChange({ title: e.target.value })}
          placeholder="e.g. Levi's 501 denim jacket"
          maxLength={200}
        />
      </div>
      <Field label="Description" className="sm:col-span-2">
        {(id) => (
          <textarea
            id={id}
            rows={4}
            value={values.description}
            onChange={(e) => onChange({ description: e.target.value })}
            placeholder="Fit, flaws, what's included..."
            maxLength={5000}
            className="min-h-24 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
          />
        )}
      </Field>
      <FormField
        label="Brand"
        value={values.brand}
        onChange={(e) => onChange({ brand: e.target.value })}
        maxLength={100}
      />
      <Field label="Category">
        {(id) => (
          <NativeSelect
            id={id}
            required
            value={values.category}
            onChange={(e) => onChange({ category: e.target.value })}
          >
            <option value="" disabled>
              Select a category
            </option>
            {uploadCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Condition">
        {(id) => (
          <NativeSelect
            id={id}
            required
            value={values.condition}
            onChange={(e) => onChange({ condition: e.target.value as ItemFormValues['condition'] })}
          >
            <option value="" disabled>
              Select condition
            </option>
            {itemConditions.map((c) => (
              <option key={c} value={c}>
                {conditionLabels[c]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <SizeField value={values.size} onChange={(size) => onChange({ size })} />
      <Field label="Value ($)">
        {(id) => (
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
            >
              $
            </span>
            <input
              id={id}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={values.value}
              onChange={(e) => onChange({ value: e.target.value })}
              placeholder="0.00"
              className="h-11 w-full rounded-xl border border-input bg-surface pr-3.5 pl-7 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
            />
          </div>
        )}
      </Field>
      <Field label="Visibility">
        {(id) => (
          <NativeSelect
            id={id}
            value={values.visibility}
            onChange={(e) => onChange({ visibility: e.target.value as ItemVisibility })}
          >
            {visibilityChoices.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </fieldset>
  );
}

function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/**
 * A size is one of the size labels (quick picks fill the text field) or any size as written ('EU 42', '32x34'),
 * which is stored exactly as typed (docs/product/listing.md); the hint says so.
 */
function SizeField({ value, onChange }: { value: string; onChange: (size: string) => void }) {
  return (
    <div className="grid content-start gap-2">
      <FormField
        label="Size"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_SIZE_LENGTH}
        hint="Pick a size below or type your own, like EU 42 or 32x34: it is saved as you type it."
      />
      <div role="group" aria-label="Common sizes" className="flex flex-wrap gap-1.5">
        {analysisSizeLabels.map((size) => {
          const active = value.trim() === size;
          return (
            <button
              key={size}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(size)}
              className={cn(
                'h-8 cursor-pointer rounded-full border px-3 text-sm font-medium transition-colors',
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-surface hover:bg-accent',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
    </div>
  );
}
