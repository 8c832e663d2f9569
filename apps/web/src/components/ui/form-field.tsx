import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

type FormFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Drawn inside the input's right edge (a show-password toggle, say); give the input room with pr-*. */
  endAdornment?: ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function FormField({ label, error, hint, labelAside, endAdornment, ...inputProps }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {endAdornment}
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
