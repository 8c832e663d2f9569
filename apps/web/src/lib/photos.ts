// Item photos come in stored renditions (320/800/1600 wide); every feature that shows one picks from them here.

import type { ItemPhoto } from '@swapyard/domain/items';
import { PHOTO_WIDTHS } from '@swapyard/domain/media';

/** The photo's stored renditions as a srcSet ('url 320w, …'); undefined when it has none. */
export function photoSrcSet(photo: ItemPhoto): string | undefined {
  const entries = PHOTO_WIDTHS.flatMap((width) => {
    const url = photo.sizes?.[String(width)];
    return url ? [`${url} ${width}w`] : [];
  });
  return entries.length ? entries.join(', ') : undefined;
}

/** The smallest rendition at least `width` wide (a plain src for old browsers); the full photo when there is none. */
export function photoAtLeast(photo: ItemPhoto, width: number): string {
  const match = PHOTO_WIDTHS.find((w) => w >= width && photo.sizes?.[String(w)]);
  return match ? photo.sizes![String(match)]! : photo.url;
}
