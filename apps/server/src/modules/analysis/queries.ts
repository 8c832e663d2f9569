import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { PRICE_EVIDENCE_DAYS } from '@swapyard/domain';
import { items, listingPhotoEmbeddings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { ownerNotSuspended } from '../items/index.ts';

export interface EmbeddingRow {
  photoId: string;
  itemId: string;
  seq: number;
  embedding: Buffer;
}

/** The index's incremental load: rows written after `seq`, oldest first. */
export function embeddingsAfter(db: Db, seq: number, limit: number): Promise<EmbeddingRow[]> {
  return db
    .select({
      photoId: listingPhotoEmbeddings.photoId,
      itemId: listingPhotoEmbeddings.itemId,
      seq: listingPhotoEmbeddings.seq,
      embedding: listingPhotoEmbeddings.embedding,
    })
    .from(listingPhotoEmbeddings)
    .where(gt(listingPhotoEmbeddings.seq, seq))
    .orderBy(asc(listingPhotoEmbeddings.seq))
    .limit(limit);
}

export async function embeddingCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listingPhotoEmbeddings);
  return row?.n ?? 0;
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
    .where(and(inArray(items.id, ids), eq(items.status, 'available'), eq(items.visibility, 'public')));
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
  row: { photoId: string; itemId: string; embedding: Buffer; explicitScore: number },
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
