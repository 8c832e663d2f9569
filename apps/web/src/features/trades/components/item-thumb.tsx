import type { ItemPhoto } from '@swapyard/domain/items';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { photoAtLeast } from '@/lib/photos';

/** A small square photo of an item in an offer (the first photo, or a placeholder). */
export function ItemThumb({ photos, className }: { photos: ItemPhoto[]; className?: string }) {
  const photo = photos[0];
  return (
    <div className={cn('relative size-14 shrink-0 overflow-hidden rounded-xl bg-surface-muted', className)}>
      {photo ? (
        <img
          src={photoAtLeast(photo, 160)}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden className="size-5" />
        </div>
      )}
    </div>
  );
}
