import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useRef, useState } from 'react';
import { keepOpenOnToastClick } from '@/lib/keep-open-on-toast-click';
import { DiscardListingDialog } from './discard-listing-dialog';
import { SingleItemUpload } from './single-item-upload';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The full-screen Upload Item overlay (docs/product/listing.md), opened by Sell and by List; it is not a route. Its
 * content mounts on open, so every opening starts a fresh listing. Closing it (the close button, Escape) with
 * photos or details entered asks first, so nothing the member entered is lost by a slip (docs/product/listing.md).
 */
export default function UploadItemOverlay({ open, onOpenChange }: Props) {
  const hasInput = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const onHasInputChange = useCallback((value: boolean) => {
    hasInput.current = value;
  }, []);

  const requestOpenChange = (next: boolean) => {
    if (!next && hasInput.current) return setConfirming(true);
    onOpenChange(next);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={requestOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onInteractOutside={keepOpenOnToastClick}
          className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none data-[state=open]:animate-fade-in"
        >
          <SingleItemUpload onDone={() => onOpenChange(false)} onHasInputChange={onHasInputChange} />
          <DiscardListingDialog
            open={confirming}
            onKeep={() => setConfirming(false)}
            onDiscard={() => {
              setConfirming(false);
              onOpenChange(false);
            }}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
