import { LIVE_TEXTS } from '@swapyard/domain/live';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { useStreamAuctions } from '../api/get-auctions';
import { isStreamNotFound, useLiveStream } from '../api/get-stream';
import { useStreamUpdates } from '../api/use-stream-updates';
import { AuctionCard, type AuctionViewer } from '../components/auction-card';
import { LiveChat } from '../components/live-chat';
import { StreamEndedNotice } from '../components/stream-ended-notice';
import { StreamHeader } from '../components/stream-header';
import { StreamVideo } from '../components/stream-video';
import { useWatchVideo } from '../hooks/use-watch-video';
import { featuredAuction } from '../lib/auctions';
import { liveLinks } from '../live-links';

/**
 * /live/:streamId (docs/product/live.md, "Watching"): the video, the stream's title, streamer and viewer count, the
 * auction card and the chat, kept current on the stream's topic; 'Stream Ended' when it ends.
 */
export default function StreamPage() {
  const { streamId = '' } = useParams();
  const me = useMe();
  const myId = me.data?.user.id ?? null;
  const stream = useLiveStream(streamId);
  const auctions = useStreamAuctions(streamId);
  const live = stream.data?.status === 'live';
  const video = useWatchVideo(streamId, live);
  useStreamUpdates(stream.data ? streamId : null, {
    isStreamer: !!myId && stream.data?.streamer.id === myId,
    // The streamer is back (a reload): the video is asked for again rather than at the next retry.
    onStatus: (status) => status === 'live' && video.reconnect(),
  });

  const title = stream.data?.title;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Live · Swapyard`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  // Who is looking decides the bid form and the chat's input: wait for the session rather than flash a sign-in.
  if (stream.isPending || me.isPending) {
    return (
      <div className="py-16 text-center text-muted-foreground">
        <Spinner label="Loading stream..." />
      </div>
    );
  }
  if (stream.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        {isStreamNotFound(stream.error) ? (
          <EmptyState
            icon={<SearchX />}
            title={LIVE_TEXTS.streamNotFound}
            action={
              <Button asChild variant="secondary">
                <Link to={liveLinks.list}>Back to Live</Link>
              </Button>
            }
          >
            It may have ended long ago, or the link is wrong.
          </EmptyState>
        ) : (
          <EmptyState
            title="Could not load the stream"
            action={
              <Button variant="secondary" onClick={() => void stream.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(stream.error)}
          </EmptyState>
        )}
      </div>
    );
  }

  const data = stream.data;
  const viewer: AuctionViewer = !myId ? 'visitor' : data.streamer.id === myId ? 'streamer' : 'member';
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-4 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid min-w-0 gap-4">
        <Button asChild variant="link" className="justify-self-start">
          <Link to={liveLinks.list}>
            <ArrowLeft aria-hidden className="size-4" />
            All live streams
          </Link>
        </Button>
        {live ? <StreamVideo media={video.media} status={video.status} /> : <StreamEndedNotice />}
        <StreamHeader stream={data} />
      </div>
      <aside aria-label="Auction and chat" className="grid min-w-0 gap-4 lg:sticky lg:top-20">
        <AuctionCard
          auction={featuredAuction(auctions.data)}
          clockOffsetMs={auctions.data?.clockOffsetMs ?? 0}
          streamId={streamId}
          viewer={viewer}
        />
        <LiveChat streamId={streamId} myId={myId} isStreamer={viewer === 'streamer'} ended={!live} />
      </aside>
    </div>
  );
}
