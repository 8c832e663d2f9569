import type { ItemTakeDown } from '@swapyard/domain/items';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { formatShortDateTime } from '@/lib/format';

/**
 * A listing moderators took down, as its owner and staff see it (docs/product/moderation.md, "Taking a listing
 * down"): when, why, and that nobody else can see it until they restore it.
 */
export function TakenDownNotice({ takenDown, isOwner }: { takenDown: ItemTakeDown; isOwner: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <EyeOff aria-hidden className="size-4.5 shrink-0" />
        Taken down by our moderators
      </h2>
      <p>
        {isOwner
          ? 'Only you can see this listing now. You can still edit or delete it, but it cannot be shown to anyone else unless our moderators restore it.'
          : 'Only its owner and staff can see this listing.'}
      </p>
      <p className="break-words whitespace-pre-line">
        <span className="font-medium">Reason: </span>
        {takenDown.reason}
      </p>
      <p className="text-xs text-red-900/75 dark:text-red-100/75">
        Taken down <time dateTime={takenDown.at}>{formatShortDateTime(takenDown.at)}</time>
      </p>
    </section>
  );
}
