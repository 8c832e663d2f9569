import { Dialog as DialogPrimitive } from 'radix-ui';
import { keepOpenOnToastClick } from '@/lib/keep-open-on-toast-click';
import { SingleItemUpload } from './single-item-upload';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The full-screen Upload Item overlay (spec part 1 §2), opened by Sell and by List; it is not a route. Its content
 * mounts on open, so every opening starts a fresh listing.
 */
export default function UploadItemOverlay({ open, onOpenChange }: Props) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onInteractOutside={keepOpenOnToastClick}
          className="fixed inset-0 z-50 flex flex-col bg-background focus:outline-none data-[state=open]:animate-fade-in"
        >
          <SingleItemUpload onDone={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
