import { PHOTO_WIDTHS, type UploadedPhoto } from '@swapyard/domain';
import type { Storage } from '../storage/storage.ts';
import { photoKey } from '../storage/keys.ts';
import { uploadFailed } from '../uploads/upload-errors.ts';
import type { ProcessedImage } from './process-image.ts';

/** Stored sizes never change under a key (a new photo gets a new id), so browsers may cache them for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The public path of a stored key, served by modules/media-files. */
export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * Stores every size of a processed photo as `{userId}/{photoId}-{size}.webp` and describes it for the client.
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
    id: photoId,
    url: mediaUrl(largest.key),
    width: largest.variant.width,
    height: largest.variant.height,
    sizes: sizes as UploadedPhoto['sizes'],
  };
}

/** Removes every stored size of a photo (item deleted, photo dropped by an edit). Missing files are fine. */
export async function deletePhoto(storage: Storage, userId: string, photoId: string): Promise<void> {
  await Promise.all(PHOTO_WIDTHS.map((size) => storage.delete(photoKey(userId, photoId, size))));
}
