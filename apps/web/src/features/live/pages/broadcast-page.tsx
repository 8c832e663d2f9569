import { LIVE_TEXTS, startStreamSchema } from '@swapyard/domain/live';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Gavel } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useMediaQuery } from '@/lib/use-media-query';
import { useEndLiveStream } from '../api/end-stream';
import { useStreamAuctions } from '../api/get-auctions';
import { useLiveStream } from '../api/get-stream';
import { liveStreamsQueryOptions } from '../api/get-streams';
import { useStartLiveStream } from '../api/start-stream';
import { useStreamHeartbeat } from '../api/stream-heartbeat';
import { useStreamUpdates } from '../api/use-stream-updates';
import { AuctionCard } from '../components/auction-card';
import { AuctionManager } from '../components/auction-manager';
import { BroadcastControls } from '../components/broadcast-controls';
import { CameraPreview } from '../components/camera-preview';
import { GoLiveForm } from '../components/go-live-form';
import { LiveBadge } from '../components/live-badge';
import { LiveChat } from '../components/live-chat';
import { PublishStatusNote } from '../components/publish-status';
import { StreamEndedNotice } from '../components/stream-ended-notice';
import { ViewerCount } from '../components/viewer-count';
import { useBroadcastMedia } from '../hooks/use-broadcast-media';
import { usePublishVideo } from '../hooks/use-publish-video';
import { featuredAuction } from '../lib/auctions';
import { liveLinks } from '../live-links';

/** Tailwind's `lg`: the auction manager gets its own column from here, a sheet below. */
const WIDE_QUERY = '(min-width: 1024px)';

/**
 * /live/broadcast (docs/product/live.md, "Going live"), full screen: the camera preview, a title and Go Live; once
 * live, the auction manager, the auction card and the chat around the preview, the camera and microphone switches
 * and End Stream. The page says it is still open every 15 s; a reload finds the member's live stream and carries on
 * with it (going live again answers the same stream).
 */
export default function BroadcastPage() {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (!me.data) {
    return (
      <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col justify-center px-4">
        <SignInPrompt title="Sign in to go live">Sign in to stream and auction your items live.</SignInPrompt>
      </main>
    );
  }
  return <Studio myId={me.data.user.id} />;
}

function Studio({ myId }: { myId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const media = useBroadcastMedia();
  const [streamId, setStreamId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const { mutate: startStream, isPending: starting } = useStartLiveStream();
  const end = useEndLiveStream();
  const stream = useLiveStream(streamId);
  const auctions = useStreamAuctions(streamId);
  const live = stream.data?.status === 'live';
  const ended = stream.data?.status === 'ended';
  const wide = useMediaQuery(WIDE_QUERY);

  useStreamHeartbeat(live ? streamId : null);
  useStreamUpdates(streamId, { isStreamer: true });
  const publishing = usePublishVideo(live ? streamId : null, media.videoTrack, media.audioTrack);

  const { start: startMedia } = media;
  const goLive = useCallback(
    async (value: string) => {
      const parsed = startStreamSchema.safeParse({ title: value });
      if (!parsed.success) {
        setTitleError(parsed.error.issues[0]?.message ?? LIVE_TEXTS.titleRequired);
        return;
      }
      setTitleError(null);
      if (!(await startMedia())) return;
      startStream(parsed.data, {
        onSuccess: (started) => {
          setStreamId(started.id);
          setTitle(started.title);
          toast.success(LIVE_TEXTS.streamActive);
        },
        onError: (error) => toast.error('Could not go live', { description: errorMessage(error) }),
      });
    },
    [startStream, startMedia],
  );

  // The camera opens with the page, so the streamer sees themselves before going live.
  useEffect(() => {
    void startMedia();
  }, [startMedia]);

  // A reload while live: the member's stream is still on air (for STREAM_GRACE_SECONDS), so carry on with it.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    void queryClient
      .fetchQuery({ ...liveStreamsQueryOptions(), staleTime: 0 })
      .then((list) => {
        const mine = list.streams.find((candidate) => candidate.streamer.id === myId);
        if (!mine) return;
        setTitle(mine.title);
        void goLive(mine.title);
      })
      .catch(() => undefined);
  }, [goLive, myId, queryClient]);

  const endStream = () => {
    if (!streamId) return;
    media.stopAll();
    end.mutate(streamId, {
      onSuccess: () => {
        toast.success(LIVE_TEXTS.streamEnded);
        void navigate(liveLinks.list);
      },
      onError: () => toast.error(LIVE_TEXTS.streamEndFailed),
    });
  };

  const preview = (
    <CameraPreview track={media.videoTrack} mirrored={media.facing === 'user'} status={media.status} />
  );

  if (!live || !stream.data) {
    return (
      <div className="flex min-h-dvh flex-col bg-background">
        <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-2 sm:px-4">
          <Button asChild variant="ghost" size="icon">
            <Link to={liveLinks.list} aria-label="Back to Live">
              <ArrowLeft aria-hidden className="size-5" />
            </Link>
          </Button>
          <h1 className="text-lg font-semibold">{ended ? LIVE_TEXTS.streamEnded : 'Go Live'}</h1>
        </header>
        <main className="mx-auto grid w-full max-w-3xl content-start gap-4 px-4 py-4 sm:py-8">
          {ended ? <StreamEndedNotice /> : preview}
          {ended ? (
            <Button variant="secondary" onClick={() => setStreamId(null)} className="justify-self-center">
              Start a new stream
            </Button>
          ) : (
            <>
              <BroadcastControls media={media}>
                {media.status === 'failed' ? (
                  <Button variant="secondary" onClick={() => void media.start()}>
                    Allow camera
                  </Button>
                ) : null}
              </BroadcastControls>
              <GoLiveForm
                title={title}
                onTitleChange={setTitle}
                error={titleError}
                pending={starting}
                onSubmit={() => void goLive(title)}
              />
              <p className="text-sm text-muted-foreground">
                Once you are live, put your items up for auction from the Auction Manager. Viewers bid with
                their wallet; the highest bid when the time runs out wins.
              </p>
            </>
          )}
        </main>
      </div>
    );
  }

  const current = stream.data;
  const manager = <AuctionManager streamId={current.id} />;
  return (
    <div className="flex min-h-dvh flex-col bg-background md:h-dvh">
      <header className="flex min-h-14 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-border px-3 py-2 sm:px-4">
        <LiveBadge />
        <h1 className="min-w-0 flex-1 truncate font-semibold">{current.title}</h1>
        <ViewerCount count={current.viewerCount} className="text-muted-foreground" />
        <Button variant="danger" size="sm" onClick={endStream} disabled={end.isPending}>
          End Stream
        </Button>
      </header>
      <div className="flex-1 md:grid md:min-h-0 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[19rem_minmax(0,1fr)_22rem]">
        {wide ? (
          <aside aria-label="Auction manager" className="overflow-y-auto border-r border-border p-4">
            {manager}
          </aside>
        ) : null}
        <main className="grid min-w-0 content-start gap-3 p-3 sm:p-4 md:overflow-y-auto">
          {preview}
          <BroadcastControls media={media}>
            {!wide ? (
              <Sheet>
                <SheetTrigger asChild>
                  <Button variant="secondary">
                    <Gavel aria-hidden className="size-4" />
                    Auctions
                  </Button>
                </SheetTrigger>
                <SheetContent aria-describedby={undefined}>
                  <SheetTitle className="sr-only">Auction Manager</SheetTitle>
                  <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-3 pb-6">{manager}</div>
                </SheetContent>
              </Sheet>
            ) : null}
            <span className="ml-auto">
              <PublishStatusNote status={publishing} />
            </span>
          </BroadcastControls>
        </main>
        <aside
          aria-label="Auction and chat"
          className="grid min-w-0 gap-4 p-3 sm:p-4 md:flex md:min-h-0 md:flex-col md:border-l md:border-border"
        >
          <AuctionCard
            auction={featuredAuction(auctions.data)}
            clockOffsetMs={auctions.data?.clockOffsetMs ?? 0}
            streamId={current.id}
            viewer="streamer"
            className="shrink-0"
          />
          <LiveChat
            streamId={current.id}
            myId={myId}
            isStreamer
            ended={false}
            fill
            className="md:min-h-64 md:flex-1"
          />
        </aside>
      </div>
    </div>
  );
}
