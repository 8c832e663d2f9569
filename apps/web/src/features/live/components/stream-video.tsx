import { LIVE_TEXTS } from '@swapyard/domain/live';
import { Radio, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { WatchStatus } from '../hooks/use-watch-video';

const waitingText: Partial<Record<WatchStatus, string>> = {
  unavailable: LIVE_TEXTS.videoUnavailable,
  full: LIVE_TEXTS.videoFull,
  failed: 'Could not connect to the video. Trying again…',
};

/**
 * A stream's video as a viewer sees it (docs/product/live.md, "Watching"). It starts muted, since browsers only
 * play a video by themselves without sound, and 'Tap to unmute' turns the sound on.
 */
export function StreamVideo({ media, status }: { media: MediaStream | null; status: WatchStatus }) {
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = media;
    if (media) void element.play().catch(() => undefined);
  }, [media]);

  const unmute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    setMuted(false);
    void element.play().catch(() => undefined);
  };

  const waiting = status !== 'playing' || !media;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black">
      <video
        ref={video}
        autoPlay
        playsInline
        muted={muted}
        aria-label="Live video"
        className="absolute inset-0 size-full object-contain"
      />
      {waiting ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-white/90">
          {status === 'connecting' ? (
            <Spinner label="Connecting to the stream…" />
          ) : (
            <>
              <Radio aria-hidden className="size-8 opacity-70" />
              <p role="status" className="max-w-sm">
                {waitingText[status]}
              </p>
            </>
          )}
        </div>
      ) : null}
      {!waiting && muted ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={unmute}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 border-white/20 bg-black/70 text-white hover:bg-black/80"
        >
          <VolumeX aria-hidden className="size-4" />
          Tap to unmute
        </Button>
      ) : null}
    </div>
  );
}
