import { cn } from '@/lib/cn';

type Props = {
  /** The accessible name ('Upload progress'). */
  label: string;
  /** Percent done, 0–100. */
  value: number;
  /** How a screen reader reads the value ('3 of 8 items analysed'); the percentage when left out. */
  valueText?: string;
  /** Work is under way but cannot be measured yet (one request): the bar moves without claiming progress. */
  busy?: boolean;
  className?: string;
};

/** A progress bar with its value for assistive technology (aria-valuenow), as bulk upload shows each phase. */
export function ProgressBar({ label, value, valueText, busy, className }: Props) {
  const now = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={now}
      aria-valuetext={valueText ?? `${now}%`}
      aria-busy={busy || undefined}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-accent', className)}
    >
      {busy && now === 0 ? (
        <div className="absolute inset-y-0 left-0 w-1/3 animate-[progress_1.2s_ease-in-out_infinite] rounded-full bg-brand" />
      ) : (
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: `${now}%` }}
        />
      )}
    </div>
  );
}
