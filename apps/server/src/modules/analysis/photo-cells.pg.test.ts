// The photos' cells on PostgreSQL 15: the training's updates and the candidates' sketch ranking as the server runs
// them (the suite: photo-cells.test.ts), and photos filed while the cells are replaced, which needs two connections.
import './photo-cells.test.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotoEmbeddings } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { PhotoVision } from '../../platform/vision/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient } from '../../test/factories.ts';
import { listWithFixtures } from './analysis-test-kit.ts';
import { embedItemPhotos, sketchStoredEmbeddings } from './embedding-jobs.ts';
import { CellCentres, cellOf } from './photo-cells.ts';
import { EMBEDDING_LENGTH, embeddingToBytes, photoSketch, unit } from './photo-sketch.ts';
import { readListingPhoto } from './photos.ts';
import { lockCellsForTraining, photosToEmbed, replaceCells } from './queries.ts';

let t: TestApp;
const vision = new PhotoVision();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await vision.close();
  await t.close();
});

/**
 * New centres for a photo with this sketch: two cells, one centred on it and the other opposite, its cell the one the
 * present centres do not give it (so a photo filed with the old centres would be found in the wrong one).
 */
async function centresMoving(sketch: number[]): Promise<{ centres: Float32Array[]; cell: number }> {
  const cell = 1 - cellOf(await new CellCentres().current(t.db), sketch);
  const towards = unit(Float32Array.from(sketch));
  const away = unit(Float32Array.from(sketch, (x) => -x));
  return { centres: cell === 0 ? [towards, away] : [away, towards], cell };
}

const cellOfPhoto = async (photoId: string) =>
  (
    await t.db
      .select({ cell: listingPhotoEmbeddings.cell })
      .from(listingPhotoEmbeddings)
      .where(eq(listingPhotoEmbeddings.photoId, photoId))
  )[0]?.cell;

/**
 * Replaces the cells (as a training does: the cells' lock held in one transaction) while `file` files a photo, and
 * commits only once that filing waits for the lock or has finished without waiting.
 */
async function fileDuringTraining(centres: Float32Array[], file: () => Promise<unknown>): Promise<void> {
  await t.db.transaction(async (tx) => {
    await lockCellsForTraining(tx);
    let settled = false;
    const filing = file().finally(() => (settled = true));
    for (let waited = 0; !settled; waited += 20) {
      const waiting = (await t.db.execute(
        sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`,
      )) as unknown as { rows: Array<{ waiting: number }> };
      if (waiting.rows[0]!.waiting > 0) break;
      if (waited > 20_000) throw new Error('the filing neither waited for the lock nor finished');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await replaceCells(tx, centres, []);
    // The filing, if it waits, goes on only after this commits.
    void filing.catch(() => undefined);
  });
}

describe('photos filed while the cells are trained again', () => {
  it('a photo embedded meanwhile waits for the training, then goes into its nearest new cell', async () => {
    const member = await createUser(t);
    const itemId = await listWithFixtures(
      await signedInClient(t, member),
      { title: 'Poster', category: 'art' },
      ['data/starry_night.jpg'],
    );
    const [photoId] = (await photosToEmbed(t.db, itemId))!.photoIds;
    const image = await readListingPhoto(t.storage, photoId!);
    const sketch = photoSketch((await vision.look(image!)).features.embedding);
    const deps = { vision, storage: t.storage, logger: createLogger('silent'), cells: new CellCentres() };
    const moved = await centresMoving(sketch);
    let embedded: Promise<number> | undefined;
    await fileDuringTraining(moved.centres, () => (embedded = embedItemPhotos(t.db, deps, itemId)));
    expect(await embedded).toBe(1);
    expect(await cellOfPhoto(photoId!)).toBe(moved.cell);
  }, 60_000);

  it('a stored photo sketched meanwhile by the backfill waits too, then goes into its nearest new cell', async () => {
    const item = await createItem(t, await createUser(t), { title: 'Lamp' });
    const embedding = unit(Float32Array.from({ length: EMBEDDING_LENGTH }, (_, i) => (i % 7 === 0 ? 1 : 0)));
    await t.db.insert(listingPhotoEmbeddings).values({
      photoId: 'photo-backfilled',
      itemId: item.id,
      embedding: embeddingToBytes(embedding),
      explicitScore: 0,
    });
    const moved = await centresMoving(photoSketch(embedding));
    let sketched: Promise<number> | undefined;
    await fileDuringTraining(
      moved.centres,
      () => (sketched = sketchStoredEmbeddings(t.db, new CellCentres())),
    );
    expect(await sketched).toBe(1);
    expect(await cellOfPhoto('photo-backfilled')).toBe(moved.cell);
  });
});
