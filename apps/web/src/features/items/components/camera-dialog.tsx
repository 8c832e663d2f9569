import { Camera, Check, SwitchCamera, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogOverlay, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useCamera } from '../hooks/use-camera';
import { cameraMessages } from '../lib/camera-errors';
import { CameraStage } from './camera/camera-stage';
import { CapturedPhotos, type CapturedPhoto } from './camera/captured-photos';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Photos the listing still has room for. */
  maxPhotos: number;
  onConfirm: (files: File[]) => void;
  /** Where focus goes back on close: opened without a Radix trigger, the dialog would otherwise drop it. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * 'Take Photos' (docs/product/listing.md, "Take Photos (the camera)"): full screen on phones, a large centred
 * dialog from 768 px. The camera lives in the content, which Radix unmounts on close, so closing (Cancel, Escape,
 * the close button, confirming) stops it.
 */
export default function CameraDialog({ open, onOpenChange, maxPhotos, onConfirm, returnFocusTo }: Props) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          // Photos taken are kept from a stray click outside (or on a toast): only Cancel, Close or Escape discard
          // them.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            'fixed inset-0 z-50 flex flex-col overflow-hidden bg-surface text-foreground focus:outline-none data-[state=open]:animate-fade-in',
            'md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(46rem,calc(100dvh-4rem))] md:w-[min(70rem,calc(100vw-4rem))] md:-translate-x-1/2 md:-translate-y-1/2',
            'md:rounded-2xl md:border md:border-border md:shadow-2xl md:data-[state=open]:animate-pop-in',
          )}
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-border pr-2 pl-4">
            <DialogTitle className="flex items-center gap-2">
              <Camera aria-hidden className="size-5 text-brand" />
              Take Photos
            </DialogTitle>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden className="size-5" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <CameraBody
            maxPhotos={maxPhotos}
            onCancel={() => onOpenChange(false)}
            onConfirm={(files) => {
              onConfirm(files);
              onOpenChange(false);
            }}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

let nextKey = 0;

const roundControl =
  'inline-flex size-12 cursor-pointer items-center justify-center rounded-full transition-[background-color,opacity] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-default disabled:opacity-40';

function CameraBody({
  maxPhotos,
  onCancel,
  onConfirm,
}: Pick<Props, 'maxPhotos' | 'onConfirm'> & { onCancel: () => void }) {
  const camera = useCamera();
  const [photos, setPhotos] = useState<CapturedPhoto[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const urls = useRef(new Set<string>());
  const full = photos.length >= maxPhotos;
  const ready = camera.status === 'ready';

  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const takePhoto = async () => {
    if (full) return void toast.error(cameraMessages.maxPhotos(maxPhotos));
    let file: File | null;
    try {
      file = await camera.capture();
    } catch {
      return void toast.error(cameraMessages.captureFailed);
    }
    if (!file) return;
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    setPhotos((current) => [...current, { key: `capture-${nextKey++}`, file, url }]);
    setAnnouncement(`Photo ${photos.length + 1} captured`);
  };

  const remove = (key: string) => {
    const index = photos.findIndex((photo) => photo.key === key);
    const photo = photos[index];
    if (!photo) return;
    URL.revokeObjectURL(photo.url);
    urls.current.delete(photo.url);
    setPhotos((current) => current.filter((p) => p.key !== key));
    setAnnouncement(`Photo ${index + 1} removed`);
  };

  const confirm = () => {
    if (!photos.length) return void toast.error(cameraMessages.noPhotos);
    onConfirm(photos.map((photo) => photo.file));
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      <div className="flex min-h-0 flex-1 flex-col bg-neutral-950 md:p-4">
        <CameraStage
          videoRef={camera.videoRef}
          status={camera.status}
          problem={camera.problem}
          facing={camera.facing}
          onRetry={camera.retry}
        />
        <div className="flex shrink-0 items-center justify-center gap-10 py-4 md:pt-5 md:pb-1">
          <button
            type="button"
            aria-label="Switch camera"
            disabled={!ready}
            onClick={() => void camera.switchCamera()}
            className={cn(roundControl, 'bg-white/12 text-white hover:bg-white/20')}
          >
            <SwitchCamera aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Take photo"
            // Full: still pressable (aria-disabled), so pressing it says why instead of doing nothing.
            aria-disabled={full || undefined}
            disabled={!ready}
            onClick={() => void takePhoto()}
            className={cn(
              'group inline-flex size-18 cursor-pointer items-center justify-center rounded-full border-4 border-white/90 transition-opacity focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-white disabled:cursor-default disabled:opacity-40',
              full && 'cursor-not-allowed opacity-40',
            )}
          >
            <span className="size-14 rounded-full bg-white transition-transform group-active:scale-90" />
          </button>
          <button
            type="button"
            aria-label="Confirm photos"
            onClick={confirm}
            className={cn(roundControl, 'bg-primary text-primary-foreground hover:bg-primary-hover')}
          >
            <Check aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <div className="flex shrink-0 flex-col border-t border-border md:w-72 md:border-t-0 md:border-l">
        <CapturedPhotos photos={photos} max={maxPhotos} onRemove={remove} />
        <div className="flex shrink-0 gap-2 p-4">
          <Button variant="secondary" className="flex-1" onClick={onCancel}>
            Cancel
          </Button>
          <Button className="flex-1" onClick={confirm}>
            Use {photos.length} Photo(s)
          </Button>
        </div>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
