/**
 * The similar-listing search on PostgreSQL (decision 053): N listing photos (sparse non-negative vectors as the
 * model's, 100 photos to a kind of thing), their cells trained, then searches for new photos of random kinds through
 * `searchPhotos` (the centres' version, the cells' candidates ranked by sketch in the database, the exact ranking).
 * The baseline, in the same run, is what each process did before: an exact scan of every embedding held in memory.
 * Prints the training time, each side's p50/p95, the ratio, the share of the exact 60 best the search found, and the
 * candidate query's plan. The database is made for the run and dropped after.
 *
 *   npx tsx bench/similar/run.ts [--url postgres://postgres@127.0.0.1:5432/postgres] [--photos 50000] [--searches 60]
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { listingPhotoEmbeddings } from '../../apps/server/src/db/schema/index.ts';
import { openDatabase } from '../../apps/server/src/platform/db.ts';
import { migrateDatabase } from '../../apps/server/src/platform/migrate.ts';
import {
  CellCentres,
  nearestCells,
  probesFor,
  searchPhotos,
  trainPhotoCells,
} from '../../apps/server/src/modules/analysis/photo-cells.ts';
import {
  dot,
  EMBEDDING_LENGTH,
  embeddingToBytes,
  photoSketch,
  unit,
} from '../../apps/server/src/modules/analysis/photo-sketch.ts';
import { photoCandidates } from '../../apps/server/src/modules/analysis/queries.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    photos: { type: 'string', default: '50000' },
    searches: { type: 'string', default: '60' },
  },
});
const PHOTOS = Number(args.photos);
const SEARCHES = Number(args.searches);
const PHOTOS_PER_KIND = 100;
const MATCHES = 60;

let state = 2026;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const sparse = (scale: number) => (random() < 0.3 ? random() * scale : 0);
const kinds = Array.from({ length: Math.ceil(PHOTOS / PHOTOS_PER_KIND) }, () =>
  Float32Array.from({ length: EMBEDDING_LENGTH }, () => sparse(1)),
);
const photoOf = (kind: number) => unit(kinds[kind]!.map((x) => x + sparse(0.5)));

const dbName = `swapyard_bench_similar_${Date.now()}`;
const admin = new pg.Client({ connectionString: args.url });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const url = new URL(args.url);
url.pathname = `/${dbName}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const { db } = database;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  await migrateDatabase(database);
  const [owner] = (
    await client.query<{ id: string }>(
      `insert into "user" (name, email, username) values ('Bench', 'bench@example.test', 'bench') returning id`,
    )
  ).rows;
  const itemIds = (
    await client.query<{ id: string }>(
      `insert into items (user_id, title, category, condition, size, photos)
       select $1, 'Kind ' || n, 'home_garden', 'good', 'One size', '[]'::jsonb from generate_series(1, $2::int) n
       returning id`,
      [owner!.id, kinds.length],
    )
  ).rows.map((row) => row.id);

  // The in-memory copy the baseline scans, and the rows the database holds.
  const memory: Array<{ photoId: string; itemId: string; vector: Float32Array }> = [];
  let started = performance.now();
  for (let start = 0; start < PHOTOS; start += 500) {
    const rows = [];
    for (let n = start; n < Math.min(PHOTOS, start + 500); n++) {
      const kind = Math.floor(n / PHOTOS_PER_KIND);
      const vector = photoOf(kind);
      memory.push({ photoId: `photo-${n}`, itemId: itemIds[kind]!, vector });
      rows.push({
        photoId: `photo-${n}`,
        itemId: itemIds[kind]!,
        embedding: embeddingToBytes(vector),
        sketch: photoSketch(vector),
        explicitScore: 0,
      });
    }
    await db.insert(listingPhotoEmbeddings).values(rows);
  }
  await client.query('analyze');
  console.log(`${PHOTOS} photos stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const cellCount = await trainPhotoCells(db);
  console.log(`trained ${cellCount} cells in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const cells = new CellCentres();
  const centres = await cells.current(db);

  const ours: number[] = [];
  const raw: number[] = [];
  let found = 0;
  let wanted = 0;
  for (let n = 0; n < SEARCHES; n++) {
    const query = photoOf(Math.floor(random() * kinds.length));
    // Baseline: every embedding in memory, scanned exactly (the best `MATCHES` kept).
    started = performance.now();
    const exact = memory
      .map((photo) => ({ photoId: photo.photoId, similarity: dot(query, photo.vector) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, MATCHES);
    raw.push(performance.now() - started);
    started = performance.now();
    const matches = await searchPhotos(db, cells, query, MATCHES);
    ours.push(performance.now() - started);
    const got = new Set(matches.map((m) => m.photoId));
    wanted += exact.length;
    found += exact.filter((e) => got.has(e.photoId)).length;
  }

  const probes = probesFor(centres.length);
  const sketch = photoSketch(photoOf(0));
  const searched = nearestCells(centres, sketch, probes);
  const candidates = photoCandidates(db, { cells: searched, sketch, limit: 400 }).toSQL();
  const explained = await client.query(`explain (analyze, costs off) ${candidates.sql}`, candidates.params);

  const load = (await import('node:os')).loadavg().map((x) => x.toFixed(2));
  console.log(
    `\n${PHOTOS} photos, ${centres.length} cells, ${probes} read per search, load ${load.join(' ')}`,
  );
  console.log(
    `search, ours (database):   p50 ${ms(percentile(ours, 0.5))}, p95 ${ms(percentile(ours, 0.95))}`,
  );
  console.log(`search, raw (memory scan): p50 ${ms(percentile(raw, 0.5))}, p95 ${ms(percentile(raw, 0.95))}`);
  console.log(`ratio raw/ours at p50: ${(percentile(raw, 0.5) / percentile(ours, 0.5)).toFixed(2)}`);
  console.log(`the exact ${MATCHES} best found: ${((100 * found) / wanted).toFixed(1)} %`);
  console.log(
    `memory the baseline holds per process: ${((PHOTOS * EMBEDDING_LENGTH * 4) / 1e6).toFixed(0)} MB`,
  );
  console.log('\ncandidate query plan:');
  for (const row of explained.rows as Array<Record<string, string>>)
    console.log(`  ${Object.values(row)[0]}`);
} finally {
  await client.end();
  await database.close();
  await admin.query(`drop database "${dbName}" with (force)`);
  await admin.end();
}
