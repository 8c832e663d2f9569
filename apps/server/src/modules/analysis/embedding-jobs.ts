import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import {
  enqueue,
  handleJob,
  jobKind,
  type JobDefinition,
  type RecurringJob,
} from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { screenVerdict, type PhotoVision } from '../../platform/vision/index.ts';
import * as reports from '../reports/index.ts';
import { cellOf, type CellCentres } from './photo-cells.ts';
import { bytesToEmbedding, embeddingToBytes, photoSketch } from './photo-sketch.ts';
import { readListingPhoto } from './photos.ts';
import {
  deleteEmbeddingsExcept,
  embeddingsWithoutSketch,
  insertEmbedding,
  itemsMissingEmbeddings,
  lockCellsShared,
  photosToEmbed,
  setSketch,
} from './queries.ts';

export const EMBED_ITEM_PHOTOS_JOB = 'analysis.embed_item_photos';
export const embedItemPhotosJob = jobKind(EMBED_ITEM_PHOTOS_JOB, z.object({ itemId: z.string() }));
const BACKFILL_BATCH = 25;
const SKETCH_BACKFILL_BATCH = 500;

export interface EmbeddingDeps {
  vision: Pick<PhotoVision, 'look'>;
  storage: Storage;
  logger: Logger;
  cells: CellCentres;
}

/** Called in the transaction that lists an item or changes its photos: their embeddings follow after commit. */
export async function enqueuePhotoEmbedding(tx: Db, itemId: string): Promise<void> {
  await enqueue(tx, embedItemPhotosJob, { itemId }, { dedupeKey: `embed:${itemId}` });
}

/**
 * Brings an item's embeddings in line with its photos: each new photo looked at once (its 800 px rendition), rows
 * of dropped photos deleted. A photo whose file is gone is skipped (the item's edit will follow). A photo the
 * screen flags files a report for the moderators (docs/analysis.md, "Screening photos").
 */
export async function embedItemPhotos(db: Db, deps: EmbeddingDeps, itemId: string): Promise<number> {
  const photos = await photosToEmbed(db, itemId);
  if (!photos) return 0; // deleted meanwhile: its rows went with it
  let added = 0;
  for (const photoId of photos.photoIds) {
    if (photos.embedded.has(photoId)) continue;
    const image = await readListingPhoto(deps.storage, photoId);
    if (!image) continue;
    const { features, screen } = await deps.vision.look(image);
    const explicitScore = Math.min(1, screen.Porn + screen.Hentai);
    const sketch = photoSketch(features.embedding);
    await db.transaction(async (tx) => {
      await lockCellsShared(tx);
      await insertEmbedding(tx, {
        photoId,
        itemId,
        embedding: embeddingToBytes(features.embedding),
        sketch,
        cell: cellOf(await deps.cells.current(tx), sketch),
        explicitScore,
      });
      if (screenVerdict(screen) === 'flag') {
        await reports.flagExplicitPhoto(tx, {
          itemId,
          ownerId: photos.ownerId,
          itemTitle: photos.title,
          explicitScore,
        });
      }
    });
    added++;
  }
  await deleteEmbeddingsExcept(db, itemId, photos.photoIds);
  return added;
}

export function embeddingJobs(deps: EmbeddingDeps): JobDefinition[] {
  return [
    handleJob(embedItemPhotosJob, async (db, { itemId }) => {
      await embedItemPhotos(db, deps, itemId);
    }),
  ];
}

/**
 * Items whose photos have no embedding yet (listed before embeddings existed, demo items, a job that gave up), a
 * batch at a time: batch after batch with a pause between (other jobs run in it) until none is left, then every ten
 * minutes. A fresh install has its demo listings recognised within a couple of minutes of starting.
 */
export function embeddingBackfillJob(deps: EmbeddingDeps, options: { everyMs?: number } = {}): RecurringJob {
  return {
    kind: 'analysis.embed_backfill',
    everyMs: options.everyMs ?? 10 * 60 * 1000,
    firstDelayMs: 10_000,
    againAfterMs: 1000,
    async run(db) {
      const sketched = await sketchStoredEmbeddings(db, deps.cells);
      let added = 0;
      const batch = await itemsMissingEmbeddings(db, BACKFILL_BATCH);
      for (const itemId of batch) added += await embedItemPhotos(db, deps, itemId);
      if (added > 0) deps.logger.info({ photos: added }, 'Embedded listing photos');
      // A full batch may have left more behind. (An item whose photo files are gone embeds nothing and stays
      // missing: only a full batch of real progress asks for another run at once.)
      const more = (batch.length === BACKFILL_BATCH && added > 0) || sketched === SKETCH_BACKFILL_BATCH;
      return more ? { more: true } : undefined;
    },
  };
}

/** Sketches (and files into cells) a batch of the photos embedded before sketches existed; how many it did. */
export async function sketchStoredEmbeddings(db: Db, cells: CellCentres): Promise<number> {
  const rows = await embeddingsWithoutSketch(db, SKETCH_BACKFILL_BATCH);
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await lockCellsShared(tx);
    const centres = await cells.current(tx);
    for (const row of rows) {
      const sketch = photoSketch(bytesToEmbedding(row.embedding));
      await setSketch(tx, row.photoId, sketch, cellOf(centres, sketch));
    }
  });
  return rows.length;
}
