import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { PhotoSlot } from '../hooks/use-photo-uploads';

type Props = {
  slots: PhotoSlot[];
  onRemove: (key: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
};

const tool =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white backdrop-blur-sm transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:pointer-events-none disabled:opacity-40';

/** The chosen photos in listing order; the first is the main photo. Buttons reorder them, so no dragging is needed. */
export function UploadedPhotosGrid({ slots, onRemove, onMove }: Props) {
  if (!slots.length) return null;
  return (
    <section aria-labelledby="uploaded-photos-heading" className="grid gap-3">
      <h2 id="uploaded-photos-heading" className="text-sm font-semibold">
        Photos ({slots.length})
      </h2>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {slots.map((slot, index) => {
          const n = index + 1;
          const src = slot.status === 'done' ? (slot.photo.sizes['320'] ?? slot.photo.url) : slot.previewUrl;
          return (
            <li
              key={slot.key}
              className={cn(
                'group relative aspect-square overflow-hidden rounded-xl border border-border bg-surface-muted',
                index === 0 && 'ring-2 ring-brand ring-offset-2 ring-offset-background',
              )}
            >
              <img
                src={src}
                alt={`Photo ${n}`}
                className={cn('size-full object-cover', slot.status === 'uploading' && 'opacity-50')}
              />
              {slot.status === 'uploading' ? (
                <div className="absolute inset-0 flex items-center justify-center bg-background/40 text-sm font-medium">
                  <Spinner className="size-5" label="Uploading..." />
                </div>
              ) : null}
              {index === 0 ? (
                <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  Main photo
                </span>
              ) : null}
              <button
                type="button"
                className={cn(tool, 'absolute top-2 right-2')}
                aria-label={`Remove photo ${n}`}
                onClick={() => onRemove(slot.key)}
              >
                <X aria-hidden className="size-4" />
              </button>
              <div className="absolute inset-x-2 bottom-2 flex justify-between">
                <button
                  type="button"
                  className={tool}
                  aria-label={`Move photo ${n} left`}
                  disabled={index === 0}
                  onClick={() => onMove(slot.key, -1)}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={tool}
                  aria-label={`Move photo ${n} right`}
                  disabled={index === slots.length - 1}
                  onClick={() => onMove(slot.key, 1)}
                >
                  <ChevronRight aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
