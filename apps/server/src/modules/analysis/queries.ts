import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  max,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PRICE_EVIDENCE_DAYS } from '@swapyard/domain';
import { items, listingPhotoEmbeddings, photoCells } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { ownerNotSuspended } from '../items/index.ts';

/** Any fixed number: the advisory lock of the photos' cells (photo-cells.ts). */
const PHOTO_CELLS_LOCK_ID = 7_305_331;

/** Taken shared by whoever files a photo into a cell, so none does while the cells are trained again. */
export async function lockCellsShared(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PHOTO_CELLS_LOCK_ID})`);
}

export async function lockCellsForTraining(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_CELLS_LOCK_ID})`);
}

/** The cells' version: 0 while there are none. */
export async function cellsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: max(photoCells.version) }).from(photoCells);
  return row?.version ?? 0;
}

export async function cellCentres(db: Db): Promise<{ version: number; centres: Float32Array[] }> {
  const rows = await db.select().from(photoCells).orderBy(asc(photoCells.cell));
  return { version: rows[0]?.version ?? 0, centres: rows.map((row) => Float32Array.from(row.centre)) };
}

export async function sketchCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingPhotoEmbeddings)
    .where(isNotNull(listingPhotoEmbeddings.sketch));
  return row?.n ?? 0;
}

/** Sketched photos after `photoId` in id order, for training. */
export function sketchesAfter(
  db: Db,
  photoId: string,
  limit: number,
): Promise<Array<{ photoId: string; sketch: number[] }>> {
  return db
    .select({
      photoId: listingPhotoEmbeddings.photoId,
      sketch: sql<number[]>`${listingPhotoEmbeddings.sketch}`,
    })
    .from(listingPhotoEmbeddings)
    .where(and(gt(listingPhotoEmbeddings.photoId, photoId), isNotNull(listingPhotoEmbeddings.sketch)))
    .orderBy(asc(listingPhotoEmbeddings.photoId))
    .limit(limit);
}

/** New centres under the next version, and every photo's cell under them (the caller holds the training lock). */
export async function replaceCells(
  tx: Db,
  centres: Float32Array[],
  assignments: Array<{ photoId: string; cell: number }>,
): Promise<void> {
  const version = (await cellsVersion(tx)) + 1;
  await tx.delete(photoCells);
  await tx.insert(photoCells).values(centres.map((centre, cell) => ({ cell, centre: [...centre], version })));
  for (let start = 0; start < assignments.length; start += CELL_UPDATES_PER_STATEMENT) {
    const batch = assignments.slice(start, start + CELL_UPDATES_PER_STATEMENT);
    await tx.execute(sql`
      update listing_photo_embeddings e set cell = v.cell
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v("photoId" text, cell integer)
      where e.photo_id = v."photoId" and e.cell <> v.cell`);
  }
}
const CELL_UPDATES_PER_STATEMENT = 5000;

/** Photos stored before sketches existed, a batch at a time. */
export function embeddingsWithoutSketch(
  db: Db,
  limit: number,
): Promise<Array<{ photoId: string; embedding: Buffer }>> {
  return db
    .select({ photoId: listingPhotoEmbeddings.photoId, embedding: listingPhotoEmbeddings.embedding })
    .from(listingPhotoEmbeddings)
    .where(isNull(listingPhotoEmbeddings.sketch))
    .limit(limit);
}

export async function setSketch(tx: Db, photoId: string, sketch: number[], cell: number): Promise<void> {
  await tx
    .update(listingPhotoEmbeddings)
    .set({ sketch, cell })
    .where(eq(listingPhotoEmbeddings.photoId, photoId));
}

/** Listings anybody can see and have: available, public (the similar-listing search's and its details'). */
const similarListable = and(eq(items.status, 'available'), eq(items.visibility, 'public'))!;

/**
 * The `limit` listable photos of these cells whose sketches are most like `sketch` (their dot product, computed by
 * PostgreSQL from the arrays), with their embeddings for the exact ranking. (A query to await, or to explain.)
 */
export function photoCandidates(
  db: Db,
  query: { cells: number[]; sketch: ArrayLike<number>; limit: number },
) {
  return db
    .select({
      photoId: listingPhotoEmbeddings.photoId,
      itemId: listingPhotoEmbeddings.itemId,
      embedding: listingPhotoEmbeddings.embedding,
    })
    .from(listingPhotoEmbeddings)
    .innerJoin(items, eq(items.id, listingPhotoEmbeddings.itemId))
    .where(
      and(
        sql`${listingPhotoEmbeddings.cell} = any(${`{${query.cells.join(',')}}`}::int[])`,
        isNotNull(listingPhotoEmbeddings.sketch),
        similarListable,
      ),
    )
    .orderBy(desc(sketchDot(query.sketch)))
    .limit(query.limit);
}

/**
 * A stored sketch's dot product with this one, as a sum of one term per number: PostgreSQL evaluates it about five
 * times faster than a sum over `unnest` (bench/similar). The numbers are the server's own floats, written in full.
 */
function sketchDot(sketch: ArrayLike<number>): SQL {
  const terms = Array.from(
    sketch,
    (x, i) => `listing_photo_embeddings.sketch[${i + 1}] * ${Number(x).toExponential(8)}`,
  );
  return sql.raw(`(${terms.join(' + ')})`);
}

export interface ListedItem {
  id: string;
  ownerId: string;
  title: string;
  brand: string | null;
  category: string;
  size: string | null;
  condition: string;
  valueCents: number | null;
  listedAt: Date;
}

/** Of these items, the ones anybody can see and have: available, public. */
export function listedItems(db: Db, ids: string[]): Promise<ListedItem[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: items.id,
      ownerId: items.userId,
      title: items.title,
      brand: items.brand,
      category: items.category,
      size: items.size,
      condition: items.condition,
      valueCents: items.valueCents,
      listedAt: items.createdAt,
    })
    .from(items)
    .where(and(inArray(items.id, ids), similarListable));
}

export interface PhotosToEmbed {
  ownerId: string;
  title: string;
  photoIds: string[];
  /** Those of `photoIds` that have an embedding already. */
  embedded: Set<string>;
}

/** The item's photos now (undefined when it is gone), and which of them already have an embedding. */
export async function photosToEmbed(db: Db, itemId: string): Promise<PhotosToEmbed | undefined> {
  const [item] = await db
    .select({ photos: items.photos, ownerId: items.userId, title: items.title })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) return undefined;
  const rows = await db
    .select({ photoId: listingPhotoEmbeddings.photoId })
    .from(listingPhotoEmbeddings)
    .where(eq(listingPhotoEmbeddings.itemId, itemId));
  return {
    ownerId: item.ownerId,
    title: item.title,
    photoIds: item.photos.map((photo) => photo.id),
    embedded: new Set(rows.map((r) => r.photoId)),
  };
}

export async function insertEmbedding(
  db: Db,
  row: {
    photoId: string;
    itemId: string;
    embedding: Buffer;
    sketch: number[];
    cell: number;
    explicitScore: number;
  },
): Promise<void> {
  await db.insert(listingPhotoEmbeddings).values(row).onConflictDoNothing();
}

/** An edit dropped these photos: their rows go (the item's remaining photos are `keep`). */
export async function deleteEmbeddingsExcept(db: Db, itemId: string, keep: string[]): Promise<void> {
  await db
    .delete(listingPhotoEmbeddings)
    .where(
      keep.length > 0
        ? and(eq(listingPhotoEmbeddings.itemId, itemId), notInArray(listingPhotoEmbeddings.photoId, keep))
        : eq(listingPhotoEmbeddings.itemId, itemId),
    );
}

/** Items with a photo that has no embedding yet (listed before embeddings existed, or a job that gave up). */
export async function itemsMissingEmbeddings(db: Db, limit: number): Promise<string[]> {
  const rows = await db.execute(sql`
    select i.id from items i
    where exists (
      select 1 from jsonb_array_elements(i.photos) p
      where not exists (select 1 from listing_photo_embeddings e where e.photo_id = p ->> 'id')
    )
    order by i.created_at desc
    limit ${limit}
  `);
  return (rows as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}

// Price evidence (docs/product/listing.md, "Suggested prices"): candidates sharing a word with the item analysed.

export interface EvidenceRow {
  itemId: string;
  title: string;
  brand: string | null;
  category: string;
  size: string | null;
  condition: string;
  priceCents: number;
  /** A trade's kind for sales; 'listing' for listings. */
  kind: string;
  atMs: number;
}

/** Any of the words, stemmed as the items' text is ('cups' finds 'cup'). */
const anyOf = (words: string[]) => sql`websearch_to_tsquery('english', ${words.join(' or ')})`;

/**
 * What items sharing a word sold or were traded for in the last PRICE_EVIDENCE_DAYS: the item wanted in an accepted
 * or completed trade that is not disputed, at its agreed price without postage: the cash of a sale, cash offer or
 * auction; a bundle's cash shared by the items' listed values; a swap's offered items at their agreed values plus
 * its cash; a swap circle's agreed value. Newest first.
 */
export async function soldEvidence(
  db: Db,
  query: { words: string[]; category: string | null },
  limit = 200,
): Promise<EvidenceRow[]> {
  if (query.words.length === 0) return [];
  const category = query.category === null ? sql`` : sql`and i.category = ${query.category}`;
  const result = await db.execute(sql`
    select * from (
      select ti.item_id as "itemId", ti.title, i.brand, i.category, i.size, ti.condition::text as condition,
        t.kind::text as kind, (extract(epoch from ti.created_at) * 1000)::float8 as "atMs",
        (case
          when t.kind in ('cash', 'purchase', 'auction') then t.cash_difference_cents - t.postage_cents
          when t.kind = 'bundle' then (t.cash_difference_cents - t.postage_cents)::bigint * ti.value_cents
            / nullif((select sum(b.value_cents) from traded_items b where b.trade_id = t.id and b.side = 'wanted'), 0)
          when t.kind = 'trade' then (select case when count(*) = count(o.value_cents) then sum(o.value_cents) end
            from traded_items o where o.trade_id = t.id and o.side = 'offered') + t.cash_difference_cents - t.postage_cents
          when t.kind = 'circle' then ti.value_cents
        end)::int as "priceCents"
      from traded_items ti
      join trades t on t.id = ti.trade_id
      join items i on i.id = ti.item_id
      where ti.side = 'wanted' and t.status in ('accepted', 'completed') and not t.dispute_open
        and ti.created_at > now() - make_interval(days => ${PRICE_EVIDENCE_DAYS})
        and i.search_vector @@ ${anyOf(query.words)} ${category}
      order by ti.created_at desc
      limit ${limit}
    ) sold
    where "priceCents" > 0`);
  return (result as unknown as { rows: EvidenceRow[] }).rows.map((row) => ({
    ...row,
    priceCents: Number(row.priceCents),
    atMs: Number(row.atMs),
  }));
}

const listedNow: SQL = and(
  eq(items.isAvailable, true),
  eq(items.status, 'available'),
  eq(items.visibility, 'public'),
  ownerNotSuspended(),
)!;

/** Public listings sharing a word, best text match first; never the asking member's own. */
export async function listedEvidence(
  db: Db,
  query: { words: string[]; category: string | null; memberId?: string | undefined },
  limit = 100,
): Promise<EvidenceRow[]> {
  if (query.words.length === 0) return [];
  const words = anyOf(query.words);
  const rows = await db
    .select({
      itemId: items.id,
      title: items.title,
      brand: items.brand,
      category: items.category,
      size: items.size,
      condition: items.condition,
      priceCents: items.valueCents,
      createdAt: items.createdAt,
    })
    .from(items)
    .where(
      and(
        listedNow,
        isNotNull(items.valueCents),
        sql`${items.searchVector} @@ ${words}`,
        query.category === null ? undefined : eq(items.category, query.category),
        query.memberId === undefined ? undefined : ne(items.userId, query.memberId),
      ),
    )
    .orderBy(desc(sql`ts_rank_cd(${items.searchVector}, ${words})`), desc(items.createdAt))
    .limit(limit);
  return rows.map(({ createdAt, priceCents, ...row }) => ({
    ...row,
    priceCents: priceCents!,
    kind: 'listing',
    atMs: createdAt.getTime(),
  }));
}

/** The middle half of a category's listed prices, in cents; null with fewer than `minimum` listings. */
export async function categoryPriceRange(
  db: Db,
  category: string,
  minimum = 5,
): Promise<{ lowCents: number; highCents: number; listings: number } | null> {
  const [row] = await db
    .select({
      listings: count(),
      low: sql<number | null>`percentile_cont(0.25) within group (order by ${items.valueCents})`,
      high: sql<number | null>`percentile_cont(0.75) within group (order by ${items.valueCents})`,
    })
    .from(items)
    .where(and(listedNow, eq(items.category, category), isNotNull(items.valueCents)));
  if (!row || row.listings < minimum || row.low === null || row.high === null) return null;
  return {
    lowCents: Math.round(Number(row.low)),
    highCents: Math.round(Number(row.high)),
    listings: row.listings,
  };
}
