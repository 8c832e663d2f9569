import { randomUUID } from 'node:crypto';
import type { UploadedPhoto, UploadKind } from '@swapyard/domain';
import { processImage, savePhoto } from '../../platform/images/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { readUploadedFile, type UploadGate } from '../../platform/uploads/index.ts';

/**
 * One upload: the capped read (413 past the kind's cap), the bytes decide the type (400 'Invalid file type'),
 * WebP sizes without metadata, stored under the member's folder with a fresh id. The photo is not attached to
 * anything yet: an item (or a profile) refers to it by id, and the sweeper removes it after a day if nothing does.
 * It waits its turn in the upload gate before reading a byte: 429 RATE_LIMITED when the member already has a
 * listing's worth of photos on the way or the server's upload queue is full.
 */
export async function uploadPhoto(
  { storage, uploads }: { storage: Storage; uploads: UploadGate },
  userId: string,
  request: Request,
  kind: UploadKind,
): Promise<UploadedPhoto> {
  return uploads.run(async () => {
    const file = await readUploadedFile(request, { kind });
    const image = await processImage(file.data);
    return savePhoto(storage, { userId, photoId: randomUUID(), image });
  }, userId);
}
