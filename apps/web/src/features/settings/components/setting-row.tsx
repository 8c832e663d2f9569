import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One setting: its label and a line saying what it does on the left, the control on the right (below on narrow
 * screens when `stack`). `saved` shows a quiet "Saved" after a change, announced politely. The control names itself
 * with aria-labelledby={labelId} and aria-describedby={`${labelId}-description`}.
 */
export function SettingRow({
  labelId,
  label,
  description,
  control,
  saved = false,
  stack = false,
  icon,
}: {
  labelId: string;
  label: ReactNode;
  description: ReactNode;
  control: ReactNode;
  saved?: boolean;
  stack?: boolean;
  icon?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0',
        stack ? 'flex-col sm:flex-row sm:items-center' : 'items-center',
      )}
    >
      {icon ? (
        <span
          aria-hidden
          className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground sm:inline-flex [&_svg]:size-4.5"
        >
          {icon}
        </span>
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={labelId} className="text-sm font-medium text-foreground">
            {label}
          </span>
          <span aria-live="polite" className="text-xs text-muted-foreground">
            {saved ? (
              <span className="inline-flex items-center gap-1">
                <Check aria-hidden className="size-3.5" />
                Saved
              </span>
            ) : null}
          </span>
        </div>
        <p id={`${labelId}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <div className="shrink-0">{control}</div>
    </div>
  );
}
