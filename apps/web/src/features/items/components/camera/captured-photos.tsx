import { X } from 'lucide-react';

export type CapturedPhoto = { key: string; file: File; url: string };

type Props = { photos: CapturedPhoto[]; max: number; onRemove: (key: string) => void };

/** The photos taken so far: a row under the preview on phones, a two-column list beside it on desktop. */
export function CapturedPhotos({ photos, max, onRemove }: Props) {
  return (
    <section aria-labelledby="captured-photos-heading" className="flex min-h-0 flex-col gap-2 md:flex-1">
      <div className="flex items-baseline justify-between gap-2 px-4 pt-3">
        <h3 id="captured-photos-heading" className="text-sm font-semibold">
          Captured photos
        </h3>
        <span className="text-xs text-muted-foreground tabular-nums">
          {photos.length}/{max}
        </span>
      </div>
      {photos.length ? (
        <ol className="flex gap-2 overflow-x-auto px-4 pb-1 md:grid md:min-h-0 md:flex-1 md:auto-rows-min md:grid-cols-2 md:overflow-y-auto">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="relative size-18 shrink-0 animate-pop-in overflow-hidden rounded-lg border border-border bg-surface-muted md:aspect-square md:size-auto"
            >
              <img src={photo.url} alt={`Captured photo ${index + 1}`} className="size-full object-cover" />
              <button
                type="button"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onRemove(photo.key)}
                className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white backdrop-blur-sm transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="flex h-18 items-center px-4 text-sm text-muted-foreground md:h-auto md:py-2">
          Photos you take appear here.
        </p>
      )}
    </section>
  );
}
