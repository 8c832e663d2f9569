import type { VerificationDocumentSize } from '@swapyard/domain';
import type { ProcessedImage } from '../../platform/images/index.ts';
import { assertValidKey, PRIVATE_KEY_PREFIX, type Storage } from '../../platform/storage/index.ts';
import { uploadFailed } from '../../platform/uploads/index.ts';
import type { StoredVerificationDocument } from '../../db/schema/verifications.ts';

/**
 * Where identity documents live (docs/product/verification.md, "Privacy"): under the private prefix, which
 * `/media/*` never serves, one folder per verification so that removing them is one prefix. Documents are written
 * together with their verification's row and never exist without it, so the upload sweep (which only knows public
 * photos, `{userId}/{photoId}-{size}.webp`) has nothing to collect here.
 */

/** The thumbnail for the review dialog and the full size to read the document; never upscaled. */
export const DOCUMENT_WIDTHS = { thumbnail: 320, full: 1600 } as const;
export const DOCUMENT_CACHE = 'private, no-store';

export const documentsPrefix = (userId: string, verificationId: string) =>
  `${PRIVATE_KEY_PREFIX}verifications/${userId}/${verificationId}/`;

const documentKey = (prefix: string, n: number, size: VerificationDocumentSize) => {
  const key = `${prefix}${n}-${DOCUMENT_WIDTHS[size]}.webp`;
  assertValidKey(key);
  return key;
};

/**
 * Stores each processed document (numbered from 1) in both sizes; all or nothing: on a failed write whatever was
 * written is removed and 'Upload failed' (503) thrown.
 */
export async function storeDocuments(
  storage: Storage,
  prefix: string,
  images: ProcessedImage[],
): Promise<StoredVerificationDocument[]> {
  const documents = images.map((_, i) => ({
    thumbnailKey: documentKey(prefix, i + 1, 'thumbnail'),
    fullKey: documentKey(prefix, i + 1, 'full'),
  }));
  const writes = images.flatMap((image, i) => {
    const [thumbnail, full] = image.variants;
    return [
      { key: documents[i]!.thumbnailKey, data: thumbnail!.data },
      { key: documents[i]!.fullKey, data: full!.data },
    ];
  });
  const results = await Promise.allSettled(
    writes.map(({ key, data }) =>
      storage.put(key, data, { contentType: 'image/webp', cacheControl: DOCUMENT_CACHE }),
    ),
  );
  if (results.some((result) => result.status === 'rejected')) {
    await storage.deletePrefix(prefix).catch(() => undefined);
    throw uploadFailed();
  }
  return documents;
}
