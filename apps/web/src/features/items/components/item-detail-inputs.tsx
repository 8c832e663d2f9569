import {
  conditionLabels,
  itemConditions,
  uploadCategories,
  type ItemCondition,
} from '@swapyard/domain/item-labels';
import type { ItemVisibility } from '@swapyard/domain/items';
import { useId, type ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

/**
 * The item detail inputs that the single upload form (and the edit dialog, through ItemDetailsFields) and bulk
 * upload's draft form share: the same labels, limits and choices. Each takes the field's value and reports the new one.
 */

/** The visibility choices, as the upload forms offer them. */
export const visibilityChoices: { value: ItemVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
  { value: 'live-only', label: 'Live Events Only' },
];

/** The look of a text input or text area of these forms; the caller adds its height and padding. */
export const textInputClass =
  'w-full rounded-xl border border-input bg-surface px-3.5 text-base text-foreground shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20 sm:text-sm';

/** `error`: why the field fails the form's check, shown under it (as FormField shows it) until it passes. */
type InputProps<T> = { value: T; onChange: (value: T) => void; error?: string | undefined };

/** What the control gets to tie itself to its error: marked invalid, described by the error's text. */
export type FieldControlProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A label over the control that `children` draws with the id (and error props) given; its error under it. */
export function Field({
  label,
  className,
  error,
  children,
}: {
  label: string;
  className?: string;
  error?: string | undefined;
  children: (id: string, control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id, error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error, as FormField shows it. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-danger dark:text-red-400">
      {children}
    </p>
  );
}

/** The title, across the form's two columns. */
export function TitleInput({
  value,
  onChange,
  placeholder,
  error,
}: InputProps<string> & { placeholder?: string }) {
  return (
    <div className="sm:col-span-2">
      <FormField
        label="Title"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={200}
        error={error}
      />
    </div>
  );
}

/** The description, across the form's two columns; `rows` 3 draws it shorter (a draft's card). */
export function DescriptionInput({
  value,
  onChange,
  placeholder,
  rows,
}: InputProps<string> & { placeholder?: string; rows: 3 | 4 }) {
  return (
    <Field label="Description" className="sm:col-span-2">
      {(id) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={5000}
          className={cn(textInputClass, rows === 3 ? 'min-h-20' : 'min-h-24', 'py-2.5')}
        />
      )}
    </Field>
  );
}

export function BrandInput({ value, onChange }: InputProps<string>) {
  // Held at the top of its grid cell: an error under the field beside it makes the row taller.
  return (
    <div className="grid content-start">
      <FormField label="Brand" value={value} onChange={(e) => onChange(e.target.value)} maxLength={100} />
    </div>
  );
}

/** A stored category value; '' until one is chosen. */
export function CategorySelect({ value, onChange, error }: InputProps<string>) {
  return (
    <Field label="Category" error={error}>
      {(id, control) => (
        <NativeSelect id={id} required value={value} onChange={(e) => onChange(e.target.value)} {...control}>
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
  );
}

/** A stored condition value; '' until one is chosen. */
export function ConditionSelect({ value, onChange, error }: InputProps<ItemCondition | ''>) {
  return (
    <Field label="Condition" error={error}>
      {(id, control) => (
        <NativeSelect
          id={id}
          required
          value={value}
          onChange={(e) => onChange(e.target.value as ItemCondition)}
          {...control}
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
  );
}

export function VisibilitySelect({ value, onChange }: InputProps<ItemVisibility>) {
  return (
    <Field label="Visibility">
      {(id) => (
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as ItemVisibility)}>
          {visibilityChoices.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
