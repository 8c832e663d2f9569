import { LIVE_TEXTS } from '@swapyard/domain/live';
import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { liveLinks } from '../live-links';

/** In place of the video once the stream ended: 'Stream Ended' and the way back to the other streams. */
export function StreamEndedNotice() {
  return (
    <div
      role="status"
      className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-surface-muted px-6 text-center"
    >
      <Radio aria-hidden className="size-8 text-muted-foreground" />
      <p className="text-lg font-semibold">{LIVE_TEXTS.streamEnded}</p>
      <p className="text-sm text-muted-foreground">{LIVE_TEXTS.streamEndedDescription}</p>
      <Button asChild variant="secondary" size="sm">
        <Link to={liveLinks.list}>See who else is live</Link>
      </Button>
    </div>
  );
}
