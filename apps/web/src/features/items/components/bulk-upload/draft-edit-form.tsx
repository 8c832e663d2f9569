import { analysisSizeLabels } from '@swapyard/domain/analysis';
import {
  conditionLabels,
  itemConditions,
  MAX_SIZE_LENGTH,
  uploadCategories,
  type ItemCondition,
} from '@swapyard/domain/item-labels';
import type { ItemVisibility } from '@swapyard/domain/items';
import { useId, useState, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { parseDraftValue, type BulkDraft } from '../../lib/bulk-drafts';
import { itemValueText } from '../../lib/item-form';
import { visibilityChoices } from '../item-details-fields';

type Props = {
  id: string;
  draft: BulkDraft;
  disabled?: boolean | undefined;
  onEdit: (patch: Partial<BulkDraft>) => void;
};

const fieldClass =
  'w-full rounded-xl border border-input bg-surface px-3.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm';

/**
 * A draft's details as fields, each change kept at once. The value is typed in dollars and kept as a number: text
 * that is not a number of 0 or more counts as 0 (the field keeps what was typed).
 */
export function DraftEditForm({ id, draft, disabled, onEdit }: Props) {
  const sizesId = useId();
  // The value as typed, while it still reads as the draft's value; a new value from elsewhere (a reanalysis) shows.
  const [typed, setTyped] = useState({ text: valueAsText(draft.valueCents), cents: draft.valueCents });
  const valueText = typed.cents === draft.valueCents ? typed.text : valueAsText(draft.valueCents);
  return (
    <fieldset id={id} disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Details of {draft.title.trim() || 'this item'}</legend>
      <div className="sm:col-span-2">
        <FormField
          label="Title"
          value={draft.title}
          onChange={(e) => onEdit({ title: e.target.value })}
          maxLength={200}
        />
      </div>
      <Field label="Description" className="sm:col-span-2">
        {(fieldId) => (
          <textarea
            id={fieldId}
            rows={3}
            value={draft.description}
            onChange={(e) => onEdit({ description: e.target.value })}
            maxLength={5000}
            className={cn(fieldClass, 'min-h-20 py-2.5')}
          />
        )}
      </Field>
      <FormField
        label="Brand"
        value={draft.brand}
        onChange={(e) => onEdit({ brand: e.target.value })}
        maxLength={100}
      />
      <Field label="Category">
        {(fieldId) => (
          <NativeSelect
            id={fieldId}
            required
            value={draft.category}
            onChange={(e) => onEdit({ category: e.target.value })}
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
        {(fieldId) => (
          <NativeSelect
            id={fieldId}
            required
            value={draft.condition}
            onChange={(e) => onEdit({ condition: e.target.value as ItemCondition })}
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
      <div>
        <FormField
          label="Size"
          value={draft.size}
          onChange={(e) => onEdit({ size: e.target.value })}
          maxLength={MAX_SIZE_LENGTH}
          list={sizesId}
        />
        <datalist id={sizesId}>
          {analysisSizeLabels.map((size) => (
            <option key={size} value={size} />
          ))}
        </datalist>
      </div>
      <Field label="Value ($)">
        {(fieldId) => (
          <input
            id={fieldId}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={valueText}
            placeholder="0.00"
            onChange={(e) => {
              const cents = parseDraftValue(e.target.value);
              setTyped({ text: e.target.value, cents });
              onEdit({ valueCents: cents });
            }}
            className={cn(fieldClass, 'h-11')}
          />
        )}
      </Field>
      <Field label="Visibility">
        {(fieldId) => (
          <NativeSelect
            id={fieldId}
            value={draft.visibility}
            onChange={(e) => onEdit({ visibility: e.target.value as ItemVisibility })}
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

const valueAsText = (cents: number) => (cents ? itemValueText(cents) : '');

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
