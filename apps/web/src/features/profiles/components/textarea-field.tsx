import { useId, type ComponentProps } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** A labelled multi-line input styled like the design system's Input (there is no textarea primitive yet). */
export function TextareaField({
  label,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        className={cn(
          'min-h-24 w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors sm:text-sm',
          'placeholder:text-muted-foreground/80',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      />
    </div>
  );
}
