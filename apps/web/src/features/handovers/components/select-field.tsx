import { useId, type ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** A labelled select whose error is announced under it, as FormField does for an input. */
export function SelectField({
  label,
  error,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {children}
      </NativeSelect>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
