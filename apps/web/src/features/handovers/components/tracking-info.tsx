import { TRACKING_STATUS_LABELS } from '@swapyard/domain/carriers';
import type { Handover } from '@swapyard/domain/handovers';
import { ExternalLink } from 'lucide-react';

/**
 * The carrier and tracking number of a shipped handover, with the carrier's tracking page when it has one and, for a
 * label bought here, what the carrier's tracking said last.
 */
export function TrackingInfo({ handover }: { handover: Handover }) {
  if (!handover.trackingNumber) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-surface-muted p-3 text-sm">
      <span className="grid min-w-0">
        <span className="text-xs text-muted-foreground">{handover.carrierName ?? 'Tracking number'}</span>
        <span className="font-medium break-all tabular-nums">{handover.trackingNumber}</span>
        {handover.trackingStatus ? (
          <span className="text-xs text-muted-foreground">
            Carrier: {TRACKING_STATUS_LABELS[handover.trackingStatus]}
          </span>
        ) : null}
      </span>
      {handover.trackingUrl ? (
        <a
          href={handover.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline dark:text-brand"
        >
          Track it
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only"> (opens the carrier&apos;s site)</span>
        </a>
      ) : null}
    </div>
  );
}
