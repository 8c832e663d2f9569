import { endpointUrl } from '@swapyard/domain/endpoint';
import { handoversEndpoints } from '@swapyard/domain/endpoints/handovers';
import type { Handover } from '@swapyard/domain/handovers';
import { CalendarClock, CalendarPlus, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatShortDateTime } from '@/lib/format';

/** An agreed meetup's time (in the member's time zone) and place, and the event for their calendar (.ics). */
export function MeetupDetails({
  handover,
  meetup,
}: {
  handover: Handover;
  meetup: NonNullable<Handover['meetup']>;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-muted p-3 text-sm">
      <div className="grid min-w-0 gap-1">
        <p className="flex items-center gap-2 font-medium">
          <CalendarClock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {formatShortDateTime(meetup.at)}
        </p>
        <p className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 break-words">{meetup.place}</span>
        </p>
      </div>
      {/* A plain link: the calendar app (or the download) takes the event from there. */}
      <Button asChild variant="secondary" size="sm">
        <a href={endpointUrl(handoversEndpoints.calendar, { params: { handoverId: handover.id } })}>
          <CalendarPlus aria-hidden className="size-4" />
          Add to calendar
        </a>
      </Button>
    </div>
  );
}
