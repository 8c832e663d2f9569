import type { ItemPhoto } from '@swapyard/domain/items';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { photoAtLeast, photoSrcSet } from '@/lib/photos';

const arrow =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The main photo in a fixed 4:3 frame (no layout shift while it loads, any aspect ratio fits inside; not taller on
 * phones, so the title still shows on the first screen there), the
 * renditions offered through srcSet, and thumbnails to switch: Tab to them, arrows move between them.
 */
export function PhotoGallery({ photos, title }: { photos: ItemPhoto[]; title: string }) {
  const [chosen, setChosen] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = photos.length;
  const index = Math.min(chosen, Math.max(0, count - 1));
  const photo = photos[index];

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setChosen(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section aria-label="Photos" className="grid min-w-0 gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-border bg-surface-muted">
        {photo ? (
          <img
            key={photo.id}
            src={photoAtLeast(photo, 800)}
            srcSet={photoSrcSet(photo)}
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            width={photo.width}
            height={photo.height}
            alt={count > 1 ? `${title}, photo ${index + 1} of ${count}` : title}
            fetchPriority="high"
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted-foreground">
            <ImageOff aria-hidden className="size-10" />
            <span className="text-sm">No photos</span>
          </div>
        )}
        {count > 1 ? (
          <>
            {/* Paging through photos is pressing in a row: a double-click pages twice (lib/press-guard.ts). */}
            <button
              type="button"
              className={cn(arrow, 'left-3')}
              aria-label="Previous photo"
              data-repeat-press
              onClick={() => show(index - 1)}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              className={cn(arrow, 'right-3')}
              aria-label="Next photo"
              data-repeat-press
              onClick={() => show(index + 1)}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
            <span className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div role="group" aria-label="Choose a photo" className="flex gap-2 overflow-x-auto p-1">
          {photos.map((thumb, i) => (
            <button
              key={thumb.id}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              aria-label={`Show photo ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              tabIndex={i === index ? 0 : -1}
              onClick={() => show(i)}
              onKeyDown={onThumbKey}
              className={cn(
                'relative size-16 shrink-0 cursor-pointer overflow-hidden rounded-xl border border-border bg-surface-muted transition sm:size-20',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                i === index
                  ? 'ring-2 ring-brand ring-offset-2 ring-offset-background'
                  : 'opacity-75 hover:opacity-100',
              )}
            >
              <img
                src={photoAtLeast(thumb, 160)}
                alt=""
                width={thumb.width}
                height={thumb.height}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
