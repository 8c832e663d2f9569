import { CameraOff, RotateCcw } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { CameraStatus } from '../../hooks/use-camera';
import type { Facing } from '../../lib/camera-capture';
import type { CameraProblem } from '../../lib/camera-errors';

type Props = {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  problem: CameraProblem | null;
  facing: Facing;
  onRetry: () => void;
};

const progress: Partial<Record<CameraStatus, string>> = {
  checking: 'Checking camera permission...',
  starting: 'Starting camera...',
};

/**
 * The live preview, cropped to the same centred square the shutter keeps (object-cover of a square box), so what is
 * seen is what is captured. The box is the largest square that fits: min() of the container's width and height.
 */
export function CameraStage({ videoRef, status, problem, facing, onRetry }: Props) {
  const waiting = progress[status];
  return (
    <div className="relative min-h-0 flex-1 [container-type:size]">
      <div className="absolute top-1/2 left-1/2 size-[min(100cqw,100cqh)] -translate-x-1/2 -translate-y-1/2 overflow-hidden bg-black md:rounded-xl">
        <video
          ref={videoRef}
          aria-label="Camera preview"
          muted
          playsInline
          className={cn(
            'size-full object-cover transition-opacity',
            // The front camera is shown mirrored, as people expect to see themselves; photos are not mirrored.
            facing === 'user' && '-scale-x-100',
            status === 'ready' || status === 'capturing' ? 'opacity-100' : 'opacity-0',
          )}
        />
        {status === 'capturing' ? (
          <div aria-hidden className="absolute inset-0 animate-fade-in bg-white/25" />
        ) : null}
        {waiting ? (
          <div className="absolute inset-0 flex items-center justify-center text-sm text-white/85">
            <Spinner className="size-6" label={waiting} />
          </div>
        ) : null}
        {status === 'error' && problem ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 px-6 text-center text-white"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-white/10">
              <CameraOff aria-hidden className="size-7" />
            </span>
            <p className="max-w-xs text-sm leading-relaxed font-medium">{problem.message}</p>
            {problem.retryable ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                <RotateCcw aria-hidden className="size-4" />
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
