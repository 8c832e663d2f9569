import { Gavel, Radio, Video, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useLiveStreams } from '../api/get-streams';
import { useLiveListUpdates } from '../api/use-live-list-updates';
import { GoLiveButton } from '../components/go-live-button';
import { LiveStats } from '../components/live-stats';
import { StreamCard } from '../components/stream-card';

/**
 * /live (docs/product/live.md, "Watching"): Go Live, the day's figures and the streams live now, kept current
 * on the `live:streams` topic and read again every 30 s for the viewer counts.
 */
export default function LivePage() {
  const list = useLiveStreams();
  useLiveListUpdates();

  let streams: ReactNode;
  if (list.isPending) {
    streams = (
      <div className="py-12 text-center text-muted-foreground">
        <Spinner label="Loading live streams..." />
      </div>
    );
  } else if (list.isError) {
    streams = (
      <EmptyState
        title="Could not load live streams"
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(list.error)}
      </EmptyState>
    );
  } else if (list.data.streams.length === 0) {
    streams = (
      <EmptyState icon={<Radio />} title="No one is live right now">
        When members go live, their streams show up here. Go live yourself and auction a few of your items.
      </EmptyState>
    );
  } else {
    streams = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.streams.map((stream) => (
          <li key={stream.id}>
            <StreamCard stream={stream} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page
      title="Live"
      description="Sell live, run timed auctions, and bid in real time."
      actions={<GoLiveButton />}
    >
      <div className="grid gap-8">
        {list.data ? <LiveStats stats={list.data.stats} /> : null}
        <section aria-labelledby="live-now" className="grid gap-4">
          <h2 id="live-now" className="text-lg font-semibold">
            Live now
          </h2>
          {streams}
        </section>
        <section aria-labelledby="live-how" className="grid gap-4">
          <h2 id="live-how" className="text-lg font-semibold">
            How live selling works
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            <Promo icon={<Video />} title="Go live">
              Stream from your phone or computer and chat with everyone watching.
            </Promo>
            <Promo icon={<Gavel />} title="Run timed auctions">
              Put your items up one at a time; the highest bid when the clock runs out wins.
            </Promo>
            <Promo icon={<Wallet />} title="Bid with your wallet">
              A bid is held from your wallet and released as soon as someone outbids you.
            </Promo>
          </ul>
        </section>
      </div>
    </Page>
  );
}

function Promo({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{children}</span>
      </span>
    </li>
  );
}
