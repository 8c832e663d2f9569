import { PHOTO_WIDTHS } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { deletePhotos, isPhotoOf } from '../../platform/images/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { UploadGate } from '../../platform/uploads/index.ts';
import { uploadPhoto } from '../media/index.ts';
import * as queries from './queries.ts';

/** Avatars are shown small (header, lists, a 128 px profile picture): the 320 px size is plenty. */
const AVATAR_SIZE = PHOTO_WIDTHS[0];

/** `/media/{userId}/{photoId}-{size}.webp` → `{userId}/{photoId}`; anything else (none, outside URL) → null. */
export function avatarPhotoId(url: string | null): string | null {
  const match = url ? /^\/media\/([^/]+\/[^/]+)-\d+\.webp$/.exec(url) : null;
  return match?.[1] ?? null;
}

/**
 * Replaces the member's avatar with the uploaded image (the photo pipeline: capped read, type from the bytes,
 * re-encoded without metadata) and removes the previous avatar's files once the new URL is committed. The upload
 * sweeper keeps a photo while a profile's avatar_url points at one of its sizes (media/queries.ts).
 */
export async function replaceAvatar(
  deps: { db: Db; storage: Storage; uploads: UploadGate; logger: Logger },
  userId: string,
  request: Request | null,
): Promise<{ avatarUrl: string | null }> {
  const photo = request ? await uploadPhoto(deps, userId, request, 'image') : null;
  const avatarUrl = photo ? photo.sizes[AVATAR_SIZE] : null;
  const previous = await deps.db.transaction(async (tx) => {
    const row = await queries.lockProfile(tx, userId);
    await queries.setAvatarUrl(tx, userId, avatarUrl);
    return row?.avatarUrl ?? null;
  });
  await removeOldAvatar(deps, userId, previous);
  return { avatarUrl };
}

/**
 * After commit: the old avatar's files go, unless they are not this member's upload (seeded or outside URL) or an
 * item shows the same photo (a member may have listed with the same upload). Failing here only leaves files the
 * sweeper will not collect, so it is logged, not reported to the member whose avatar did change.
 */
async function removeOldAvatar(
  deps: { db: Db; storage: Storage; uploads: UploadGate; logger: Logger },
  userId: string,
  previousUrl: string | null,
): Promise<void> {
  const id = avatarPhotoId(previousUrl);
  if (!id || !isPhotoOf(id, userId)) return;
  try {
    if (!(await queries.itemShowsPhoto(deps.db, id))) await deletePhotos(deps.storage, [id]);
  } catch (err) {
    deps.logger.error({ err, photoId: id }, 'Removing the previous avatar failed');
  }
}
