import type { Item } from '@swapyard/domain/items';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { photoAtLeast, photoSrcSet } from '@/lib/photos';

interface ItemPhotoProps {
  /** Any item shape with photos (a listing, or an item inside a trade). */
  item: Pick<Item, 'photos'>;
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
  /** Inside a `group` card: the photo grows a little while the card is hovered. */
  zoomOnHover?: boolean;
}

/** The main photo, cropped to fill a square frame (no layout shift while it loads). */
export function ItemPhoto({ item, sizes, className, eager = false, zoomOnHover = false }: ItemPhotoProps) {
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
          loading={eager ? 'eager' : 'lazy'}
          // The first photos of a page are usually its largest paint: ahead of scripts and fonts in the queue.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className={cn(
            'absolute inset-0 size-full object-cover',
            zoomOnHover && 'transition-transform duration-300 group-hover:scale-[1.03]',
          )}
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden className="size-6" />
        </div>
      )}
    </div>
  );
}
