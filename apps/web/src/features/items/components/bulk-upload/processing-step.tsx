import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { estimateTransfer, formatTransfer, percent } from '../../lib/bulk-files';
import { phaseLabels, type BulkPhase, type BulkState } from '../../lib/bulk-state';
import { ProgressBar } from './progress-bar';

const order: BulkPhase[] = ['idle', 'uploading', 'grouping', 'analyzing', 'complete'];
const after = (phase: BulkPhase, than: BulkPhase) => order.indexOf(phase) > order.indexOf(than);

/** Processing: the current phase read out, and a bar for each phase (upload with its speed and time left). */
export function ProcessingStep({ state }: { state: BulkState }) {
  const { phase, upload, drafts } = state;
  const estimate = estimateTransfer(upload);
  const analysed = drafts.filter((d) => d.isAnalyzed).length;
  const uploadPercent = after(phase, 'uploading') ? 100 : percent(upload.sentBytes, upload.totalBytes);
  const analysisPercent = after(phase, 'analyzing') ? 100 : percent(analysed, drafts.length);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:px-6">
      <p role="status" aria-live="polite" className="text-lg font-semibold">
        {phaseLabels[phase]}
      </p>
      <ol className="grid gap-5">
        <Phase title="Upload" done={after(phase, 'uploading')}>
          <ProgressBar
            label="Upload progress"
            value={uploadPercent}
            valueText={`${uploadPercent}% of ${upload.photos} photos uploaded`}
          />
          <p className="text-sm text-muted-foreground tabular-nums">
            {phase === 'uploading'
              ? estimate
                ? formatTransfer(estimate)
                : `Starting the upload of ${upload.photos} photos…`
              : `${upload.photos} photos`}
          </p>
        </Phase>
        <Phase title="Grouping" done={after(phase, 'grouping')}>
          <ProgressBar
            label="Grouping progress"
            value={after(phase, 'grouping') ? 100 : 0}
            valueText={
              after(phase, 'grouping')
                ? `${drafts.length} items found`
                : phase === 'grouping'
                  ? 'Grouping photos by item'
                  : 'Waiting'
            }
            busy={phase === 'grouping'}
          />
          {after(phase, 'grouping') ? (
            <p className="text-sm text-muted-foreground">{drafts.length} items found</p>
          ) : null}
        </Phase>
        <Phase title="Analysis" done={after(phase, 'analyzing')}>
          <ProgressBar
            label="Analysis progress"
            value={analysisPercent}
            valueText={`${analysed} of ${drafts.length} items analysed`}
          />
          {drafts.length ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              {analysed} of {drafts.length} items analysed
            </p>
          ) : null}
        </Phase>
      </ol>
    </div>
  );
}

function Phase({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <li className="grid gap-2">
      <span className="flex items-center gap-2 text-sm font-medium">
        {title}
        {done ? (
          <>
            <Check aria-hidden className="size-4 text-primary dark:text-brand" />
            <span className="sr-only">(done)</span>
          </>
        ) : null}
      </span>
      {children}
    </li>
  );
}
