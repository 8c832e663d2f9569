import type { PhotoGroup } from '@swapyard/domain';
import { groupPhotos, type GroupingPhoto } from './grouping.ts';
import type { PhotoVision } from './photo-vision.ts';

export interface PhotoToGroup {
  id: string;
  /** The photo's 800 px rendition. */
  image: Buffer;
  capturedAt?: number;
}

/**
 * Grouping on embedded parts (docs/analysis.md, "Grouping"): each photo looked at by the model in its worker
 * thread, one at a time, then clustered. The model names nothing, so a group's description is left empty; the
 * analysis of each group's photos supplies the words.
 */
export class EmbeddedPhotoGrouper {
  constructor(
    private readonly vision: PhotoVision,
    private readonly maxGroupSize: number,
  ) {}

  async groupPhotos(photos: readonly PhotoToGroup[]): Promise<PhotoGroup[]> {
    const looked: GroupingPhoto[] = [];
    for (const photo of photos) {
      const { features } = await this.vision.look(photo.image);
      looked.push({ features, capturedAt: photo.capturedAt });
    }
    return groupPhotos(looked, this.maxGroupSize).map((group) => ({
      photoIds: group.indexes.map((i) => photos[i]!.id),
      description: '',
      confidence: group.confidence,
    }));
  }
}
