import { BULK_TEXTS, type GroupPhotosInput, type GroupPhotosResult, type PhotoGroup } from '@swapyard/domain';
import type { GroupablePhoto, PhotoGrouper } from '../../platform/analysis/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ANALYSED_MIME_TYPE, readAnalysedPhoto } from './photos.ts';

export interface GroupingDeps {
  grouper: PhotoGrouper;
  storage?: Storage;
}

/**
 * A bulk upload's photos (the caller's own uploads) → one group per item (docs/product/bulk-upload.md). A grouper
 * that fails answers 503 'Grouping failed', on which the dialog makes each photo its own draft.
 */
export async function groupUploadedPhotos(
  deps: GroupingDeps,
  userId: string,
  input: GroupPhotosInput,
): Promise<GroupPhotosResult> {
  const unique = [...new Map(input.photos.map((photo) => [photo.photoId, photo])).values()];
  const photos: GroupablePhoto[] = [];
  for (const photo of unique) {
    const image = await readAnalysedPhoto(deps.storage, userId, photo.photoId);
    photos.push({ id: photo.photoId, image, mimeType: ANALYSED_MIME_TYPE, capturedAt: photo.capturedAt });
  }
  let groups: PhotoGroup[];
  try {
    groups = await deps.grouper.groupPhotos(photos);
  } catch {
    throw new AppError('UNAVAILABLE', BULK_TEXTS.groupingFailed);
  }
  return {
    groups: asPartition(
      groups,
      photos.map((photo) => photo.id),
    ),
  };
}

/**
 * Whatever a grouper answered (a remote model may repeat or forget photos), every photo ends up in exactly one
 * group: groups of two or more first, so a photo also given alone stays with its item (the spec's rule); a photo
 * seen already, or unknown, is left out of later groups; a photo nobody placed becomes its own group. Groups keep
 * the order of the photos given.
 */
export function asPartition(groups: readonly PhotoGroup[], ids: readonly string[]): PhotoGroup[] {
  const known = new Set(ids);
  const placed = new Set<string>();
  const kept: PhotoGroup[] = [];
  const largestFirst = [...groups].sort(
    (a, b) => Number(b.photoIds.length > 1) - Number(a.photoIds.length > 1),
  );
  for (const group of largestFirst) {
    const photoIds = group.photoIds.filter((id) => known.has(id) && !placed.has(id));
    if (photoIds.length === 0) continue;
    photoIds.forEach((id) => placed.add(id));
    kept.push({ ...group, photoIds });
  }
  for (const id of ids) if (!placed.has(id)) kept.push({ photoIds: [id], description: '', confidence: 0 });
  const position = new Map(ids.map((id, i) => [id, i]));
  for (const group of kept) group.photoIds.sort((a, b) => position.get(a)! - position.get(b)!);
  return kept.sort((a, b) => position.get(a.photoIds[0]!)! - position.get(b.photoIds[0]!)!);
}
