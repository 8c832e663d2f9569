import { BULK_UPLOAD, type PhotoGroup } from '@swapyard/domain';
import type { GroupingReply } from './reply-schemas.ts';

/**
 * The grouper's promise is that every photo lands in exactly one group; a model does not keep promises, so its
 * answer is repaired rather than trusted: out-of-range indexes are ignored, a photo placed twice stays where it was
 * first placed, a photo left out becomes a group of its own, and a group larger than a listing holds is split.
 * Groups come back in upload order (by their earliest photo), as the member picked the photos.
 */
export function repairGroups(reply: GroupingReply, photoIds: readonly string[]): PhotoGroup[] {
  const placed = new Set<number>();
  const groups: { first: number; group: PhotoGroup }[] = [];
  const add = (indexes: number[], description: string, confidence: number) => {
    for (let start = 0; start < indexes.length; start += BULK_UPLOAD.maxPhotosPerGroup) {
      const chunk = indexes.slice(start, start + BULK_UPLOAD.maxPhotosPerGroup);
      groups.push({
        first: Math.min(...chunk),
        group: { photoIds: chunk.map((i) => photoIds[i]!), description, confidence },
      });
    }
  };

  for (const proposed of reply.groups) {
    const indexes: number[] = [];
    for (const i of proposed.photoIndexes) {
      if (!Number.isInteger(i) || i < 0 || i >= photoIds.length || placed.has(i)) continue;
      placed.add(i);
      indexes.push(i);
    }
    if (indexes.length > 0) add(indexes, proposed.description.trim(), proposed.confidence);
  }
  // The model said nothing about these photos, so nothing vouches for the grouping: confidence 0 asks for review.
  for (let i = 0; i < photoIds.length; i++) {
    if (!placed.has(i)) add([i], '', 0);
  }
  return groups.sort((a, b) => a.first - b.first).map(({ group }) => group);
}
