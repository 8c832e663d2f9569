import { buffer } from 'node:stream/consumers';
import { PHOTO_WIDTHS } from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { isPhotoOf, photoKeysOf } from '../../platform/images/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** The size the analyser reads: enough for colours and a vision model, a fraction of the largest's bytes. */
const ANALYSED_WIDTH = 800;
export const ANALYSED_MIME_TYPE = 'image/webp';

/** Another member's photo answers like a missing one: nobody learns which ids exist. */
const photoNotFound = () => new AppError('NOT_FOUND', 'Photo not found');

/** One of the caller's uploads (`id` from POST /api/media/item-photos), as the analyser reads it; 404 otherwise. */
export async function readAnalysedPhoto(
  storage: Storage | undefined,
  userId: string,
  photoId: string,
): Promise<Buffer> {
  if (!storage || !isPhotoOf(photoId, userId)) throw photoNotFound();
  const image = await readListingPhoto(storage, photoId);
  if (!image) throw photoNotFound();
  return image;
}

/** A photo's 800 px rendition by its id, whoever owns it; undefined when its file is gone or the id is malformed. */
export async function readListingPhoto(storage: Storage, photoId: string): Promise<Buffer | undefined> {
  let key: string;
  try {
    key = photoKeysOf(photoId)[PHOTO_WIDTHS.indexOf(ANALYSED_WIDTH)]!;
  } catch {
    return undefined; // not the shape of an upload's id
  }
  const object = await storage.get(key);
  return object ? buffer(object.body) : undefined;
}
