import { z } from 'zod';
import { text } from './text.ts';

/**
 * Bulk upload (docs/product/bulk-upload.md): many photos at once, grouped by item on the server, each group analysed
 * into a draft the member reviews and publishes.
 */
export const BULK_UPLOAD = {
  /** Photos one bulk upload takes; more are left out with a notice. */
  maxPhotos: 50,
  /** Larger files, and files that are not images, are dropped silently (the spec's rule). */
  maxBytes: 10_485_760,
  /** Uploads run this many at a time, with a short pause between batches. */
  batchSize: 5,
  batchPauseMs: 100,
  /** Above this many photos a notice tells how long it may take: half a minute per photo, rounded up. */
  noticeAbovePhotos: 15,
  minutesPerPhoto: 0.5,
  /** Photos per draft: as many as a listing holds. */
  maxPhotosPerGroup: 10,
} as const;

export const BULK_TEXTS = {
  someUploadsFailedTitle: 'Some uploads failed',
  someUploadsFailed: (failed: number, succeeded: number) =>
    `${failed} files failed to upload. Continuing with ${succeeded} successful uploads.`,
  processingNoticeTitle: (count: number) => `Processing ${count} images`,
  processingNotice: (count: number) =>
    `This may take approximately ${Math.ceil(count * BULK_UPLOAD.minutesPerPhoto)} minutes. Your progress will be saved.`,
  publishedTitle: 'Success',
  published: (count: number) => `Successfully published ${count} items`,
  publishFailedTitle: 'Error',
  publishFailed: 'Failed to publish some items',
  /** 'Publish All Items' with no draft complete: what to do rather than a failure (docs/product/bulk-upload.md). */
  nothingReadyTitle: 'Nothing ready to publish',
  nothingReady: 'Give each item a title and a category: its card says what it still needs.',
  /** A draft's analysisError and group description when grouping failed and each photo became its own draft. */
  groupingFailed: 'Grouping failed',
  groupingFailedDescription: 'Individual item (grouping failed)',
} as const;

const photoId = text().min(1).max(300);

/** Body of POST /api/analysis/grouping: the member's uploads, in the order they were picked. */
export const groupPhotosInputSchema = z
  .strictObject({
    photos: z
      .array(
        z.strictObject({
          /** `id` from POST /api/media/item-photos. */
          photoId,
          /** When the photo was taken (the file's last-modified time, ms since 1970): photos of one item are taken together. */
          capturedAt: z.number().int().nonnegative().optional(),
        }),
      )
      .min(1)
      .max(BULK_UPLOAD.maxPhotos),
  })
  .meta({ id: 'GroupPhotosInput' });
export type GroupPhotosInput = z.infer<typeof groupPhotosInputSchema>;

export const photoGroupSchema = z
  .object({
    /** In the order they were given; the first is the draft's main photo. */
    photoIds: z.array(z.string()).min(1),
    /** What the photos show, in words ('' when the grouper has no words for it). */
    description: z.string(),
    /** How sure the grouper is that these photos show one item and no other photo shows it, 0 to 1. */
    confidence: z.number().min(0).max(1),
  })
  .meta({ id: 'PhotoGroup' });
export type PhotoGroup = z.infer<typeof photoGroupSchema>;

/** Every photo given is in exactly one group. */
export const groupPhotosResultSchema = z
  .object({ groups: z.array(photoGroupSchema) })
  .meta({ id: 'GroupPhotosResult' });
export type GroupPhotosResult = z.infer<typeof groupPhotosResultSchema>;
