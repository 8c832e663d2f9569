import { PHOTO_WIDTHS, type UploadedPhoto } from '@swapyard/domain';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import { photoKey } from '../storage/keys.ts';
import { uploadFailed } from '../uploads/upload-errors.ts';
import type { ProcessedImage } from './process-image.ts';

/** Stored sizes never change under a key (a new photo gets a new id), so browsers may cache them for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The public path of a stored key, served by modules/media-files. */
export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * Stores every size of a processed photo as `{userId}/{photoId}-{size}.webp` and describes it for the client; its
 * id is `{userId}/{photoId}` (see uploadedPhotoSchema).
 * All sizes or none: if one write fails, the others are removed and 'Upload failed' (503) is thrown.
 * `photoId` must be fresh (e.g. randomUUID()): keys are cached as immutable.
 */
export async function savePhoto(
  storage: Storage,
  photo: { userId: string; photoId: string; image: ProcessedImage },
): Promise<UploadedPhoto> {
  const { userId, photoId, image } = photo;
  const stored = image.variants.map((variant) => ({ variant, key: photoKey(userId, photoId, variant.size) }));
  const results = await Promise.allSettled(
    stored.map(({ variant, key }) =>
      storage.put(key, variant.data, { contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE }),
    ),
  );
  if (results.some((result) => result.status === 'rejected')) {
    await Promise.allSettled(stored.map(({ key }) => storage.delete(key)));
    throw uploadFailed();
  }
  const sizes = Object.fromEntries(stored.map(({ variant, key }) => [variant.size, mediaUrl(key)]));
  const largest = stored.reduce((a, b) => (b.variant.width >= a.variant.width ? b : a));
  return {
    id: `${userId}/${photoId}`,
    url: mediaUrl(largest.key),
    width: largest.variant.width,
    height: largest.variant.height,
    sizes: sizes as UploadedPhoto['sizes'],
  };
}

/** `{userId}/{photoId}` → the keys of its stored sizes; throws AppError 400 for an id that is not one of ours. */
export function photoKeysOf(id: string): string[] {
  const parts = /^([^/]+)\/([^/]+)$/.exec(id);
  if (!parts) throw new AppError('BAD_REQUEST', 'Invalid photo id', { id: id.slice(0, 100) });
  return PHOTO_WIDTHS.map((size) => photoKey(parts[1]!, parts[2]!, size));
}

/** Whether a photo id (`{userId}/{photoId}`) lives in this member's folder: refuse attaching others' photos. */
export const isPhotoOf = (id: string, userId: string) =>
  id.startsWith(`${userId}/`) && id.length > userId.length + 1;

/**
 * Removes every stored size of the given photos (item deleted, photos dropped by an edit): fits the items
 * module's `onPhotosRemoved(photoIds)`. Missing files are fine; invalid ids throw before anything is deleted.
 */
export async function deletePhotos(storage: Storage, ids: string[]): Promise<void> {
  const keys = ids.flatMap(photoKeysOf);
  await Promise.all(keys.map((key) => storage.delete(key)));
}
