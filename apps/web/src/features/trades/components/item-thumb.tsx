import type { ItemPhoto as Photo } from '@swapyard/domain/items';
import { ItemPhoto } from '@/components/item-photo';

/** A small square photo of an item in an offer (the first photo, or a placeholder), 48 px. */
export function ItemThumb({ photos }: { photos: Photo[] }) {
  return <ItemPhoto item={{ photos }} sizes="48px" className="size-12 shrink-0 rounded-xl" />;
}
