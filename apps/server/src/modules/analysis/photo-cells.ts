import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RecurringJob } from '../../platform/jobs/index.ts';
import { seededRandom } from '../../platform/seeded-random.ts';
import { bytesToEmbedding, dot, photoSketch, SKETCH_DIMENSIONS, unit } from './photo-sketch.ts';
import {
  cellCentres,
  photoCandidates,
  cellsVersion,
  lockCellsForTraining,
  replaceCells,
  sketchCount,
  sketchesAfter,
} from './queries.ts';

/**
 * The photos' cells (decision 053): an inverted-file index as pgvector's ivfflat builds it, in plain tables. The
 * sketches are clustered by k-means; each photo row keeps its nearest centre's number under a B-tree index, and a
 * search reads only the photos of the cells nearest its own sketch.
 */

/** About this many photos to a cell once there are cells; fewer than MIN_CELLS cells' worth stay one cell. */
const PHOTOS_PER_CELL = 500;
const MIN_CELLS = 8;
const MAX_CELLS = 2048;
/** k-means runs on at most this many photos per cell (a sample), as ivfflat does. */
const TRAINING_SAMPLE_PER_CELL = 50;
const TRAINING_ROUNDS = 8;
/** Photos a search reads from its cells (nearest sketches first), then ranks on their embeddings. */
const CANDIDATES = 400;
const PAGE = 5000;

/** The cells a catalogue of `photos` sketched photos wants: 0 (one cell, every photo searched) while it is small. */
export function cellCountFor(photos: number): number {
  const cells = Math.min(MAX_CELLS, Math.floor(photos / PHOTOS_PER_CELL));
  return cells >= MIN_CELLS ? cells : 0;
}

/** Cells a search reads: the square root of their number (pgvector's advice for ivfflat), at least three. */
export const probesFor = (cells: number): number => Math.min(cells, Math.max(3, Math.ceil(Math.sqrt(cells))));

/** The `count` centres nearest the sketch, nearest first (indexes into `centres`). */
export function nearestCells(centres: Float32Array[], sketch: ArrayLike<number>, count: number): number[] {
  return centres
    .map((centre, cell) => ({ cell, score: dot(centre, sketch) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((c) => c.cell);
}

/** A photo's cell: its nearest centre's, or 0 while there are none. */
export const cellOf = (centres: Float32Array[], sketch: ArrayLike<number>): number =>
  centres.length === 0 ? 0 : nearestCells(centres, sketch, 1)[0]!;

/** Lets other work run between slices of a long computation on the server's one thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Spherical k-means: `count` unit centres for the sketches, starting from distinct sketches drawn by `random`; a
 * cell left empty restarts at a random sketch. Deterministic for a given `random`.
 */
export async function trainCentres(
  sketches: Float32Array[],
  count: number,
  random: () => number,
  rounds = TRAINING_ROUNDS,
): Promise<Float32Array[]> {
  const pick = () => sketches[Math.floor(random() * sketches.length)]!;
  let centres = sketches
    .map((sketch) => ({ sketch, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ sketch }) => unit(Float32Array.from(sketch)));
  for (let round = 0; round < rounds; round++) {
    const sums = centres.map(() => new Float32Array(SKETCH_DIMENSIONS));
    const sizes = new Array<number>(centres.length).fill(0);
    for (let i = 0; i < sketches.length; i++) {
      if (i % 1000 === 999) await breathe();
      const sketch = sketches[i]!;
      const cell = cellOf(centres, sketch);
      sizes[cell]!++;
      const sum = sums[cell]!;
      for (let d = 0; d < SKETCH_DIMENSIONS; d++) sum[d]! += sketch[d]!;
    }
    centres = sums.map((sum, cell) => unit(sizes[cell] === 0 ? Float32Array.from(pick()) : sum));
  }
  return centres;
}

/**
 * Sorts the photos into cells again when the catalogue has outgrown them (its wanted count at least twice the
 * present one): trains new centres on a sample and moves every photo to its nearest, in one transaction holding the
 * cells' lock, so photos embedded meanwhile wait and then use the new centres, and the centres and every photo's
 * cell change together. (A search reads the centres, then the photos: one that straddles the commit may read the
 * wrong cells once, a poorer answer, never a wrong row.) Returns the new number of cells, or undefined when nothing
 * was due.
 */
export async function trainPhotoCells(db: Db): Promise<number | undefined> {
  const due = async (on: Db) => {
    const wanted = cellCountFor(await sketchCount(on));
    return wanted > 0 && wanted >= 2 * (await cellCentres(on)).centres.length;
  };
  if (!(await due(db))) return undefined;
  return db.transaction(async (tx) => {
    await lockCellsForTraining(tx);
    if (!(await due(tx))) return undefined; // trained by another process meanwhile
    const photos: Array<{ photoId: string; sketch: Float32Array }> = [];
    for (let after = ''; ;) {
      const page = await sketchesAfter(tx, after, PAGE);
      for (const row of page) photos.push({ photoId: row.photoId, sketch: Float32Array.from(row.sketch) });
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.photoId;
    }
    const cells = cellCountFor(photos.length);
    // Seeded by the count: the same photos draw the same sample and starts on every run.
    const random = seededRandom(photos.length);
    const sample = photos
      .map((photo) => ({ photo, key: random() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, cells * TRAINING_SAMPLE_PER_CELL)
      .map(({ photo }) => photo.sketch);
    const centres = await trainCentres(sample, cells, random);
    const assignments: Array<{ photoId: string; cell: number }> = [];
    for (let i = 0; i < photos.length; i++) {
      if (i % 1000 === 999) await breathe();
      assignments.push({ photoId: photos[i]!.photoId, cell: cellOf(centres, photos[i]!.sketch) });
    }
    await replaceCells(tx, centres, assignments);
    return cells;
  });
}

/**
 * A process's copy of the centres, checked against the database's version on each use (one small read) and read
 * again when the cells were trained meanwhile.
 */
export class CellCentres {
  private version = -1;
  private centres: Float32Array[] = [];

  async current(db: Db): Promise<Float32Array[]> {
    const version = await cellsVersion(db);
    if (version !== this.version) {
      const read = await cellCentres(db);
      this.centres = read.centres;
      this.version = read.version;
    }
    return this.centres;
  }
}

export interface PhotoMatch {
  photoId: string;
  itemId: string;
  similarity: number;
}

/**
 * The `limit` listable photos most like `query` (a unit embedding), best first: the candidates whose sketches are
 * nearest in the cells nearest its sketch, ranked by the cosine of their embeddings.
 */
export async function searchPhotos(
  db: Db,
  cells: CellCentres,
  query: Float32Array,
  limit: number,
): Promise<PhotoMatch[]> {
  const sketch = photoSketch(query);
  const centres = await cells.current(db);
  const searched = centres.length === 0 ? [0] : nearestCells(centres, sketch, probesFor(centres.length));
  const candidates = await photoCandidates(db, { cells: searched, sketch, limit: CANDIDATES });
  return candidates
    .map((photo) => ({
      photoId: photo.photoId,
      itemId: photo.itemId,
      similarity: dot(query, bytesToEmbedding(photo.embedding)),
    }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, limit);
}

/** Every hour, the cells trained again if the catalogue has doubled since they were. */
export function cellTrainingJob(logger: Logger): RecurringJob {
  return {
    kind: 'analysis.train_photo_cells',
    everyMs: 60 * 60 * 1000,
    firstDelayMs: 60_000,
    async run(db) {
      const started = Date.now();
      const cells = await trainPhotoCells(db);
      if (cells !== undefined)
        logger.info({ cells, ms: Date.now() - started }, 'Sorted listing photos into cells');
    },
  };
}
