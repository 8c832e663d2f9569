import { ITEM_PHOTO_MAX_BYTES, ITEM_PHOTO_MAX_COUNT, mediaMessages } from '@swapyard/domain/media';
import type { FormProblem } from './item-form';

/** The photo picker's checks (docs/product/listing.md, "Photos"): a selection breaking one is refused as a whole. */
export function photoSelectionProblem(files: File[], alreadyChosen: number): FormProblem | null {
  if (alreadyChosen + files.length > ITEM_PHOTO_MAX_COUNT)
    return { title: mediaMessages.tooManyPhotos, description: mediaMessages.tooManyPhotosText };
  if (files.some((file) => !file.type.startsWith('image/')))
    return { title: mediaMessages.invalidType, description: 'Please select only image files' };
  if (files.some((file) => file.size > ITEM_PHOTO_MAX_BYTES))
    return { title: mediaMessages.tooLarge, description: mediaMessages.itemPhotoTooLargeText };
  return null;
}
