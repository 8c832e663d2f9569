import { percent } from '../../lib/bulk-files';
import { ProgressBar } from './progress-bar';

/** Publishing: the drafts are created one by one; the dialog cannot be closed meanwhile. */
export function PublishingStep({ done, total }: { done: number; total: number }) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10 sm:px-6">
      <p role="status" aria-live="polite" className="text-lg font-semibold">
        Publishing items…
      </p>
      <ProgressBar
        label="Publishing progress"
        value={percent(done, total)}
        valueText={`${done} of ${total} items`}
      />
      <p className="text-sm text-muted-foreground tabular-nums">
        {done} of {total} items
      </p>
    </div>
  );
}
