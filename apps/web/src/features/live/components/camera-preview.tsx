import { VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { MediaStatus } from '../hooks/use-broadcast-media';

/**
 * The streamer's own camera: mirrored for the front camera, as a mirror would show it (viewers get it unmirrored),
 * and never with sound (that would echo). 'Camera is off' over it while the camera is off.
 */
export function CameraPreview({
  track,
  mirrored,
  status,
  className,
}: {
  track: MediaStreamTrack | null;
  mirrored: boolean;
  status: MediaStatus;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = track ? new MediaStream([track]) : null;
    if (track) void element.play().catch(() => undefined);
  }, [track]);

  return (
    <div className={cn('relative aspect-video w-full overflow-hidden rounded-2xl bg-black', className)}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label="Camera preview"
        className={cn(
          'absolute inset-0 size-full object-cover',
          mirrored && '-scale-x-100',
          !track && 'hidden',
        )}
      />
      {!track ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center text-white/90">
          {status === 'starting' ? (
            <Spinner label="Starting camera…" />
          ) : (
            <>
              <VideoOff aria-hidden className="size-8" />
              <p role="status" className="font-medium">
                {status === 'failed' ? 'No camera access' : 'Camera is off'}
              </p>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
