import { analysisSizeLabels } from '@swapyard/domain/analysis';
import { MAX_SIZE_LENGTH } from '@swapyard/domain/item-labels';
import { useId, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { parseDraftValue, type BulkDraft } from '../../lib/bulk-drafts';
import { itemValueText } from '../../lib/item-form';
import {
  BrandInput,
  CategorySelect,
  ConditionSelect,
  DescriptionInput,
  Field,
  textInputClass,
  TitleInput,
  VisibilitySelect,
} from '../item-detail-inputs';

type Props = {
  id: string;
  draft: BulkDraft;
  disabled?: boolean | undefined;
  onEdit: (patch: Partial<BulkDraft>) => void;
};

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
      <TitleInput value={draft.title} onChange={(title) => onEdit({ title })} />
      <DescriptionInput
        rows={3}
        value={draft.description}
        onChange={(description) => onEdit({ description })}
      />
      <BrandInput value={draft.brand} onChange={(brand) => onEdit({ brand })} />
      <CategorySelect value={draft.category} onChange={(category) => onEdit({ category })} />
      <ConditionSelect value={draft.condition} onChange={(condition) => onEdit({ condition })} />
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
            className={cn(textInputClass, 'h-11')}
          />
        )}
      </Field>
      <VisibilitySelect value={draft.visibility} onChange={(visibility) => onEdit({ visibility })} />
    </fieldset>
  );
}

const valueAsText = (cents: number) => (cents ? itemValueText(cents) : '');
