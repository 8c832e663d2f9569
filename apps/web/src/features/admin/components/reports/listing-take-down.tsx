import type { ItemVisibility } from '@swapyard/domain/items';
import { TAKE_DOWN_REASON_MAX_LENGTH, takeDownTexts, type StaffReport } from '@swapyard/domain/reports';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { AuditTrail } from '@/features/audit';
import { errorMessage } from '@/lib/errors';
import { formatShortDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useListingTakeDown } from '../../api/reports';

/** How the listing is shown now, when staff do not have it down. */
const shownAs: Record<ItemVisibility, string> = {
  public: 'Listed: everyone can see it',
  private: 'Private: only its owner can see it',
  'live-only': "Live only: shown in its owner's live stream",
};

type ReportedItem = NonNullable<StaffReport['item']>;

/**
 * The reported listing's state, and taking it down or restoring it (docs/product/moderation.md, "Taking a listing
 * down"): a reason is required, and its owner is told it. Shown for an item report whose listing still exists.
 */
export function ListingTakeDown({ reportId, item }: { reportId: string; item: ReportedItem }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const reasonId = useId();
  const { takeDown, restore } = useListingTakeDown({
    onTakenDown: () => {
      setOpen(false);
      setReason('');
      toast.success('Listing taken down', {
        description: 'Only its owner and staff can see it now. Its owner has been told why.',
      });
    },
    onRestored: () => toast.success('Listing restored', { description: 'It is shown as its owner had it.' }),
    onError: (error, action) =>
      toast.error('Error', {
        description: `${action === 'restore' ? 'Failed to restore the listing' : 'Failed to take the listing down'}: ${errorMessage(error)}`,
      }),
  });
  const busy = takeDown.isPending || restore.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(takeDownTexts.reasonRequired);
    takeDown.mutate({ id: reportId, reason: trimmed });
  };

  return (
    <section aria-labelledby={`${reasonId}-heading`} className="grid gap-3">
      <h3 id={`${reasonId}-heading`} className="text-sm font-semibold">
        Listing
      </h3>
      {item.takenDown ? (
        <div className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <p className="flex items-center gap-2 font-semibold">
            <EyeOff aria-hidden className="size-4 shrink-0" />
            Taken down
          </p>
          <p className="text-red-900/80 dark:text-red-100/80">
            {item.takenDown.by ? `By @${item.takenDown.by.username}, ` : ''}
            {formatShortDateTime(item.takenDown.at)}. Only its owner and staff can see it.
          </p>
          <p className="break-words whitespace-pre-line">
            <span className="font-medium">Reason: </span>
            {item.takenDown.reason}
          </p>
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={busy}
            onClick={() => restore.mutate(reportId)}
          >
            {restore.isPending ? 'Restoring...' : 'Restore listing'}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3 rounded-xl border border-border p-3.5">
          <p className="flex items-center gap-2 text-sm">
            <Eye aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {item.visibility ? shownAs[item.visibility] : ''}
          </p>
          {open ? (
            <form onSubmit={onSubmit} noValidate className="grid gap-2 border-t border-border pt-3">
              <Label htmlFor={reasonId}>Reason (its owner is told)</Label>
              <textarea
                id={reasonId}
                value={reason}
                rows={3}
                maxLength={TAKE_DOWN_REASON_MAX_LENGTH}
                placeholder="Why is this listing taken down?"
                onChange={(event) => {
                  setReason(event.target.value);
                  setProblem(undefined);
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${reasonId}-error` : undefined}
                className="w-full rounded-xl border border-input bg-surface px-3.5 py-2.5 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-danger sm:text-sm"
              />
              {problem ? (
                <p id={`${reasonId}-error`} role="alert" className="text-sm text-danger dark:text-red-400">
                  {problem}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="danger" disabled={busy}>
                  {takeDown.isPending ? 'Taking down...' : 'Take listing down'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    setOpen(false);
                    setProblem(undefined);
                  }}
                >
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <Button
              variant="secondary"
              className="justify-self-start text-red-700 dark:text-red-400"
              onClick={() => setOpen(true)}
            >
              <EyeOff aria-hidden className="size-4" />
              Take listing down
            </Button>
          )}
        </div>
      )}
      {item.id ? <AuditTrail title="Listing history" subjectType="item" subjectId={item.id} /> : null}
    </section>
  );
}
