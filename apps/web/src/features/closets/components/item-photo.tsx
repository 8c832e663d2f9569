import type { Item } from '@swapyard/domain/items';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { photoAtLeast, photoSrcSet } from '@/lib/photos';

/** The main photo, cropped to fill a square frame (no layout shift while it loads). */
export function ItemPhoto({ item, sizes, className }: { item: Item; sizes: string; className?: string }) {
  const photo = item.photos[0];
  return (
    <div className={cn('relative aspect-square overflow-hidden bg-surface-muted', className)}>
      {photo ? (
        <img
          src={photoAtLeast(photo, 400)}
          srcSet={photoSrcSet(photo)}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden className="size-6" />
        </div>
      )}
    </div>
  );
}
