import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { itemLikes, likerOfferRecipients, likerOffers, savedItems } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';

export type LikerOfferRow = typeof likerOffers.$inferSelect;

/** The item's newest offer to likers (running or not). */
export async function latestOffer(db: Db, itemId: string): Promise<LikerOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(likerOffers)
    .where(eq(likerOffers.itemId, itemId))
    .orderBy(desc(likerOffers.createdAt))
    .limit(1);
  return row;
}

export async function findOffer(db: Db, id: string): Promise<LikerOfferRow | undefined> {
  const [row] = await db.select().from(likerOffers).where(eq(likerOffers.id, id));
  return row;
}

export async function insertOffer(db: Db, values: typeof likerOffers.$inferInsert): Promise<LikerOfferRow> {
  const [row] = await db.insert(likerOffers).values(values).returning();
  return row!;
}

/**
 * Records who the offer goes to: every member who liked or saved the item, but its seller; one statement. Their ids.
 */
export async function addRecipients(db: Db, offer: LikerOfferRow): Promise<string[]> {
  const likers = db
    .select({ userId: itemLikes.userId })
    .from(itemLikes)
    .where(and(eq(itemLikes.itemId, offer.itemId), ne(itemLikes.userId, offer.sellerId)));
  const savers = db
    .select({ userId: savedItems.userId })
    .from(savedItems)
    .where(and(eq(savedItems.itemId, offer.itemId), ne(savedItems.userId, offer.sellerId)));
  const rows = await db
    .insert(likerOfferRecipients)
    .select(
      db
        .select({
          offerId: sql<string>`${offer.id}::uuid`.as('offer_id'),
          userId: sql<string>`u.user_id`.as('user_id'),
        })
        .from(likers.union(savers).as('u')),
    )
    .returning({ userId: likerOfferRecipients.userId });
  return rows.map((row) => row.userId);
}

export async function isRecipient(db: Db, offerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: likerOfferRecipients.userId })
    .from(likerOfferRecipients)
    .where(and(eq(likerOfferRecipients.offerId, offerId), eq(likerOfferRecipients.userId, userId)));
  return row !== undefined;
}

export async function recipientCount(db: Db, offerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likerOfferRecipients)
    .where(eq(likerOfferRecipients.offerId, offerId));
  return row?.n ?? 0;
}

/** Whether the item had an offer to likers sent after `since`. */
export async function sentSince(db: Db, itemId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: likerOffers.id })
    .from(likerOffers)
    .where(and(eq(likerOffers.itemId, itemId), gt(likerOffers.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
