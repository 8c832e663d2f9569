import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, listingPhotoEmbeddings, photoCells } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser } from '../../test/factories.ts';
import { sketchStoredEmbeddings } from './embedding-jobs.ts';
import {
  CellCentres,
  cellCountFor,
  cellOf,
  nearestCells,
  probesFor,
  searchPhotos,
  trainPhotoCells,
} from './photo-cells.ts';
import {
  dot,
  EMBEDDING_LENGTH,
  embeddingToBytes,
  photoSketch,
  SKETCH_DIMENSIONS,
  unit,
} from './photo-sketch.ts';
import { photoCandidates } from './queries.ts';

// 40 kinds of thing, 100 photos of each: sparse non-negative vectors as the model's are (unlike kinds have a cosine
// near 0.3, as unrelated real photos do), each photo its kind's vector plus noise (cosine near 0.85 to its kind).
const KINDS = 40;
const PHOTOS_PER_KIND = 100;
let state = 12_345;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const sparse = (scale: number) => (random() < 0.3 ? random() * scale : 0);
const kinds = Array.from({ length: KINDS }, () =>
  Float32Array.from({ length: EMBEDDING_LENGTH }, () => sparse(1)),
);
const photoOf = (kind: number) => unit(kinds[kind]!.map((x) => x + sparse(0.5)));

let t: TestApp;
const itemOfKind: string[] = [];
const stored = new Map<string, { kind: number; embedding: Float32Array }>();

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  for (let kind = 0; kind < KINDS; kind++)
    itemOfKind.push((await createItem(t, owner, { title: `Kind ${kind}` })).id);
  const rows = [];
  for (let kind = 0; kind < KINDS; kind++) {
    for (let n = 0; n < PHOTOS_PER_KIND; n++) {
      const embedding = photoOf(kind);
      const photoId = `photo-${kind}-${n}`;
      stored.set(photoId, { kind, embedding });
      rows.push({
        photoId,
        itemId: itemOfKind[kind]!,
        embedding: embeddingToBytes(embedding),
        sketch: photoSketch(embedding),
        explicitScore: 0,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await t.db.insert(listingPhotoEmbeddings).values(rows.slice(start, start + 500));
  }
}, 120_000);
afterAll(() => t.close());

describe('how many cells a catalogue wants', () => {
  it('one cell (every photo searched) until there are 8 cells of 500 photos, at most 2,048; the root of them read', () => {
    expect(cellCountFor(3_999)).toBe(0);
    expect(cellCountFor(4_000)).toBe(8);
    expect(cellCountFor(100_000)).toBe(200);
    expect(cellCountFor(5_000_000)).toBe(2_048);
    expect([probesFor(8), probesFor(200), probesFor(2_048)]).toEqual([3, 15, 46]);
  });
});

describe('the listing photos sorted into cells', () => {
  const centres = new CellCentres();

  it('waits for a catalogue of 4,000 photos, then trains 8 cells and files each photo in its nearest', async () => {
    expect(await centres.current(t.db)).toEqual([]);
    expect(await trainPhotoCells(t.db)).toBe(8);
    const cells = await t.db.select().from(photoCells);
    expect(cells.map((c) => c.cell).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(cells.map((c) => c.version))).toEqual(new Set([1]));
    // The process's copy sees the new version.
    const trained = await centres.current(t.db);
    expect(trained).toHaveLength(8);

    const rows = await t.db
      .select({ photoId: listingPhotoEmbeddings.photoId, cell: listingPhotoEmbeddings.cell })
      .from(listingPhotoEmbeddings);
    const perKind = Array.from({ length: KINDS }, () => new Map<number, number>());
    for (const row of rows) {
      const photo = stored.get(row.photoId)!;
      expect(row.cell).toBe(cellOf(trained, photoSketch(photo.embedding)));
      perKind[photo.kind]!.set(row.cell, (perKind[photo.kind]!.get(row.cell) ?? 0) + 1);
    }
    // A kind's photos keep together, and no cell takes everything.
    for (const counts of perKind) expect(Math.max(...counts.values())).toBeGreaterThanOrEqual(90);
    const sizes = new Map<number, number>();
    for (const row of rows) sizes.set(row.cell, (sizes.get(row.cell) ?? 0) + 1);
    expect(Math.max(...sizes.values())).toBeLessThan(rows.length / 2);
  }, 60_000);

  it('finds the 20 photos most like a new one (95 % of the exact answer), reading only the cells nearest it', async () => {
    const trained = await centres.current(t.db);
    const cellOfPhoto = new Map(
      (
        await t.db
          .select({ photoId: listingPhotoEmbeddings.photoId, cell: listingPhotoEmbeddings.cell })
          .from(listingPhotoEmbeddings)
      ).map((row) => [row.photoId, row.cell]),
    );
    let found = 0;
    let wanted = 0;
    for (let kind = 0; kind < KINDS; kind += 4) {
      const query = photoOf(kind);
      const sketch = photoSketch(query);
      const cells = nearestCells(trained, sketch, probesFor(trained.length));
      const candidates = await photoCandidates(t.db, { cells, sketch, limit: 400 });
      for (const candidate of candidates) expect(cells).toContain(cellOfPhoto.get(candidate.photoId));
      const exact = [...stored]
        .map(([photoId, photo]) => ({ photoId, similarity: dot(query, photo.embedding) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 20);
      const best = new Set((await searchPhotos(t.db, centres, query, 20)).map((match) => match.photoId));
      wanted += exact.length;
      found += exact.filter((e) => best.has(e.photoId)).length;
    }
    expect(found / wanted).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it("never offers a listing nobody can have: a sold item's photos are not candidates", async () => {
    await t.db.update(items).set({ status: 'sold' }).where(eq(items.id, itemOfKind[0]!));
    const sketch = photoSketch(photoOf(0));
    const candidates = await photoCandidates(t.db, { cells: [...Array(8).keys()], sketch, limit: 400 });
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter((c) => c.itemId === itemOfKind[0])).toEqual([]);
  });

  it('trains again only once the catalogue has doubled', async () => {
    expect(await trainPhotoCells(t.db)).toBeUndefined();
  });

  it('a photo stored before sketches existed is sketched and filed into its nearest cell by the backfill', async () => {
    const embedding = photoOf(7);
    await t.db.insert(listingPhotoEmbeddings).values({
      photoId: 'photo-unsketched',
      itemId: itemOfKind[7]!,
      embedding: embeddingToBytes(embedding),
      explicitScore: 0,
    });
    expect(await sketchStoredEmbeddings(t.db, centres)).toBe(1);
    const [row] = await t.db
      .select({ sketch: sql<number[]>`${listingPhotoEmbeddings.sketch}`, cell: listingPhotoEmbeddings.cell })
      .from(listingPhotoEmbeddings)
      .where(eq(listingPhotoEmbeddings.photoId, 'photo-unsketched'));
    expect(row!.sketch).toHaveLength(SKETCH_DIMENSIONS);
    expect(row!.cell).toBe(cellOf(await centres.current(t.db), photoSketch(embedding)));
    expect(await sketchStoredEmbeddings(t.db, centres)).toBe(0);
  });
});
