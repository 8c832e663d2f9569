import { mediaMessages } from '@swapyard/domain/media';
import { Camera } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The camera code loads on first hover, focus or press: most listings never use it.
const CameraDialog = lazyWithPreload(() => import('../camera-dialog'));
const preload = () => void CameraDialog.preload().catch(() => undefined);

type Props = {
  /** Photos the listing still has room for. */
  remaining: number;
  /** Says why not (a toast) and answers false when the member may not add photos now. */
  canAdd: () => boolean;
  /** The photo picker's path: the same checks and upload as chosen files. */
  onFiles: (files: File[]) => void;
};

/** 'Take Photos': opens the camera dialog, whose photos join the listing like picked files. */
export function TakePhotosButton({ remaining, canAdd, onFiles }: Props) {
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const openCamera = () => {
    if (!canAdd()) return;
    if (remaining <= 0)
      return void toast.error(mediaMessages.tooManyPhotos, { description: mediaMessages.tooManyPhotosText });
    setActivated(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        className="w-full"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openCamera}
      >
        <Camera aria-hidden className="size-4" />
        Take Photos
      </Button>
      {activated ? (
        <Suspense fallback={null}>
          <CameraDialog
            open={open}
            onOpenChange={setOpen}
            maxPhotos={remaining}
            onConfirm={onFiles}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
