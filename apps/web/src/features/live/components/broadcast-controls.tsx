import { Mic, MicOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { useBroadcastMedia } from '../hooks/use-broadcast-media';

type Media = ReturnType<typeof useBroadcastMedia>;

/** Camera on/off, microphone on/off and (with more than one camera) switch camera, plus what the page adds. */
export function BroadcastControls({ media, children }: { media: Media; children?: ReactNode }) {
  const cameraOn = !!media.videoTrack;
  const micOn = !!media.audioTrack;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant={cameraOn ? 'secondary' : 'danger'}
        size="icon"
        onClick={() => void media.toggleCamera()}
        disabled={media.busy}
        aria-label={cameraOn ? 'Turn camera off' : 'Turn camera on'}
        title={cameraOn ? 'Turn camera off' : 'Turn camera on'}
      >
        {cameraOn ? <Video aria-hidden className="size-5" /> : <VideoOff aria-hidden className="size-5" />}
      </Button>
      <Button
        variant={micOn ? 'secondary' : 'danger'}
        size="icon"
        onClick={() => void media.toggleMicrophone()}
        disabled={media.busy}
        aria-label={micOn ? 'Turn microphone off' : 'Turn microphone on'}
        title={micOn ? 'Turn microphone off' : 'Turn microphone on'}
      >
        {micOn ? <Mic aria-hidden className="size-5" /> : <MicOff aria-hidden className="size-5" />}
      </Button>
      {media.canSwitchCamera ? (
        <Button
          variant="secondary"
          size="icon"
          onClick={() => void media.switchCamera()}
          disabled={media.busy || !cameraOn}
          aria-label="Switch camera"
          title="Switch camera"
        >
          <SwitchCamera aria-hidden className="size-5" />
        </Button>
      ) : null}
      {children}
    </div>
  );
}
