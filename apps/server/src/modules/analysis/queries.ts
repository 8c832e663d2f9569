import { and, asc, count, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { items, listingPhotoEmbeddings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

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
  title: string;
  category: string;
  valueCents: number | null;
}

/** Of these items, the ones anybody can see and have: available, public. */
export function listedItems(db: Db, ids: string[]): Promise<ListedItem[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: items.id, title: items.title, category: items.category, valueCents: items.valueCents })
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
