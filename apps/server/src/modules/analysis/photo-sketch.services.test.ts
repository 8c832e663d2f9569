import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotoEmbeddings } from '../../db/schema/index.ts';
import { createItem, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sketchOlderEmbeddings } from './embedding-jobs.ts';
import { EMBEDDING_LENGTH, embeddingToBytes, photoSketch } from './photo-sketch.ts';
import { nearestPhotos } from './queries.ts';

// Needs PostgreSQL (npm run test:pg): the plan that matters at scale is PostgreSQL 15's.
let t: TestApp;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  itemId = (await createItem(t, owner)).id;
  // Twenty thousand photos with sketches spread at random: on a few hundred the planner rightly reads them all.
  await t.db.execute(sql`
    insert into listing_photo_embeddings (photo_id, item_id, embedding, sketch, explicit_score)
    select 'bulk/' || i, ${itemId}::uuid, decode(repeat('00', 5120), 'hex'),
      cube(array(select random() - 0.5 + i * 0 from generate_series(1, 64))), 0
    from generate_series(1, 20000) as i`);
  await t.db.execute(sql`analyze listing_photo_embeddings`);
});
afterAll(() => t.close());

const embedding = (seed: number) =>
  Float32Array.from({ length: EMBEDDING_LENGTH }, (_, i) => Math.abs(Math.sin(seed * 1000 + i)));

describe('similar photos in the database', () => {
  it('reads the nearest sketches by walking their GiST index, never every photo', async () => {
    const query = nearestPhotos(t.db, photoSketch(embedding(1)), 400).toSQL();
    const inlined = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
    const { rows } = (await t.db.execute(sql.raw(`explain ${inlined}`))) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('listing_photo_embeddings_sketch_idx');
    expect(plan).not.toMatch(/Seq Scan on listing_photo_embeddings/);
  });

  it("finds a photo from a near copy's sketch first; one stored before sketches is found once the backfill sketches it", async () => {
    const photo = embedding(2);
    const old = embedding(3);
    const [stored, older] = [`p/${randomUUID()}`, `p/${randomUUID()}`];
    await t.db.insert(listingPhotoEmbeddings).values([
      {
        photoId: stored,
        itemId,
        embedding: embeddingToBytes(photo),
        sketch: photoSketch(photo),
        explicitScore: 0,
      },
      { photoId: older, itemId, embedding: embeddingToBytes(old), explicitScore: 0 },
    ]);
    const nearCopy = (of: Float32Array) => of.map((x, i) => x + (i % 2 ? 0.02 : -0.02));
    expect((await nearestPhotos(t.db, photoSketch(nearCopy(photo)), 5))[0]?.photoId).toBe(stored);
    expect(
      (await nearestPhotos(t.db, photoSketch(nearCopy(old)), 5)).map((row) => row.photoId),
    ).not.toContain(older);

    expect(await sketchOlderEmbeddings(t.db)).toBe(1);
    const [row] = await t.db
      .select({ sketch: listingPhotoEmbeddings.sketch })
      .from(listingPhotoEmbeddings)
      .where(eq(listingPhotoEmbeddings.photoId, older));
    expect(row?.sketch?.map((x) => Number(x.toFixed(4)))).toEqual(
      photoSketch(old).map((x) => Number(x.toFixed(4))),
    );
    expect((await nearestPhotos(t.db, photoSketch(nearCopy(old)), 5))[0]?.photoId).toBe(older);
  });
});
