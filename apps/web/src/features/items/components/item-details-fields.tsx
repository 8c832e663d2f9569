import { analysisSizeLabels } from '@swapyard/domain/analysis';
import { MAX_SIZE_LENGTH } from '@swapyard/domain/item-labels';
import { FormField } from '@/components/ui/form-field';
import { PlaceField } from '@/features/places';
import { cn } from '@/lib/cn';
import type { ItemFormValues, ProblemField } from '../lib/item-form';
import {
  BrandInput,
  CategorySelect,
  ConditionSelect,
  DescriptionInput,
  Field,
  textInputClass,
  TitleInput,
  VisibilitySelect,
} from './item-detail-inputs';

type Props = {
  values: ItemFormValues;
  onChange: (patch: Partial<ItemFormValues>) => void;
  disabled?: boolean;
  /** The fields failing the form's checks, each marked with why (fieldProblems); none until the form is sent. */
  errors?: Partial<Record<ProblemField, string>>;
  /** Under the location field: what leaving it empty means here. */
  placeHint?: string;
};

/** The item details (docs/product/listing.md): labels shown, stored values kept (see item-form.ts). */
export function ItemDetailsFields({ values, onChange, disabled, errors = {}, placeHint }: Props) {
  return (
    <fieldset disabled={disabled} className="grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Item details</legend>
      <TitleInput
        value={values.title}
        onChange={(title) => onChange({ title })}
        placeholder="e.g. Levi's 501 denim jacket"
        error={errors.title}
      />
      <DescriptionInput
        rows={4}
        value={values.description}
        onChange={(description) => onChange({ description })}
        placeholder="Fit, flaws, what's included..."
      />
      <BrandInput value={values.brand} onChange={(brand) => onChange({ brand })} />
      <CategorySelect
        value={values.category}
        onChange={(category) => onChange({ category })}
        error={errors.category}
      />
      <ConditionSelect
        value={values.condition}
        onChange={(condition) => onChange({ condition })}
        error={errors.condition}
      />
      <SizeField value={values.size} onChange={(size) => onChange({ size })} error={errors.size} />
      <Field label="Value ($)" error={errors.value}>
        {(id, control) => (
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
              className={cn(textInputClass, 'h-11 pl-7')}
              {...control}
            />
          </div>
        )}
      </Field>
      <VisibilitySelect value={values.visibility} onChange={(visibility) => onChange({ visibility })} />
      <PlaceField
        label="Location"
        value={values.place}
        onChange={(place) => onChange({ place })}
        hint={placeHint}
        disabled={disabled}
      />
    </fieldset>
  );
}

/**
 * A size is one of the size labels (quick picks fill the text field) or any size as written ('EU 42', '32x34'),
 * which is stored exactly as typed (docs/product/listing.md); the hint says so.
 */
function SizeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (size: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="grid content-start gap-2">
      <FormField
        label="Size"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_SIZE_LENGTH}
        hint="Pick a size below or type your own, like EU 42 or 32x34: it is saved as you type it."
        error={error}
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
