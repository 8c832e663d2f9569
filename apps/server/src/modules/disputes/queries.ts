import { and, asc, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DisputeStatus } from '@swapyard/domain';
import { disputes, profiles, tradeMessages, tradedItems, trades } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { ListPosition } from '../../platform/pagination.ts';
import { memberCardColumnsOf } from '../profiles/index.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDisputeRow = typeof disputes.$inferInsert;

export async function insertDispute(db: Db, values: NewDisputeRow): Promise<DisputeRow> {
  const [row] = await db.insert(disputes).values(values).returning();
  return row!;
}

/** The dispute, locked for a decision: two staff members deciding at once take turns. */
export async function lockDispute(db: Db, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

/** Moves a dispute from `from` on; nothing when another decision came first. */
export async function updateDispute(
  db: Db,
  id: string,
  from: DisputeStatus,
  change: Partial<
    Pick<
      DisputeRow,
      'status' | 'resolution' | 'outcome' | 'paidToPayeeCents' | 'refundedCents' | 'assignedTo' | 'resolvedAt'
    >
  >,
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(disputes.id, id), eq(disputes.status, from)))
    .returning();
  return row;
}

const initiator = alias(profiles, 'initiator');
const owner = alias(profiles, 'trade_owner');
const requester = alias(profiles, 'trade_requester');
const assignee = alias(profiles, 'assignee');

/** Disputes (of one trade, one status, or the one with `id`) newest first, with the members and trade they name. */
export function listDisputes(
  db: Db,
  filter: { status?: DisputeStatus; id?: string; tradeId?: string },
  page: { limit: number; after?: ListPosition },
) {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(disputes.status, filter.status));
  if (filter.id) where.push(eq(disputes.id, filter.id));
  if (filter.tradeId) where.push(eq(disputes.tradeId, filter.tradeId));
  if (page.after) {
    where.push(
      or(
        lt(disputes.createdAt, page.after.createdAt),
        and(eq(disputes.createdAt, page.after.createdAt), lt(disputes.id, page.after.id)),
      )!,
    );
  }
  return db
    .select({
      dispute: disputes,
      trade: {
        id: trades.id,
        kind: trades.kind,
        status: trades.status,
        cashDifferenceCents: trades.cashDifferenceCents,
      },
      initiator: memberCardColumnsOf(initiator),
      owner: memberCardColumnsOf(owner),
      requester: memberCardColumnsOf(requester),
      assignee: memberCardColumnsOf(assignee),
    })
    .from(disputes)
    .innerJoin(trades, eq(trades.id, disputes.tradeId))
    .leftJoin(initiator, eq(initiator.id, disputes.initiatorId))
    .leftJoin(owner, eq(owner.id, trades.ownerId))
    .leftJoin(requester, eq(requester.id, trades.requesterId))
    .leftJoin(assignee, eq(assignee.id, disputes.assignedTo))
    .where(and(...where))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(page.limit);
}
export type DisputeListRow = Awaited<ReturnType<typeof listDisputes>>[number];

/** What the trades agreed on, as recorded at acceptance: each trade's owner's item first, then by title. */
export function agreedItems(db: Db, tradeIds: string[]) {
  if (tradeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      tradeId: tradedItems.tradeId,
      side: tradedItems.side,
      title: tradedItems.title,
      valueCents: tradedItems.valueCents,
      photo: tradedItems.photo,
    })
    .from(tradedItems)
    .where(inArray(tradedItems.tradeId, tradeIds))
    .orderBy(desc(tradedItems.side), asc(tradedItems.title));
}

/** The trade's conversation, oldest first (the newest 200: a dispute's story, not an archive). */
export function tradeConversation(db: Db, tradeId: string) {
  return db
    .select({
      id: tradeMessages.id,
      senderUsername: profiles.username,
      content: tradeMessages.content,
      createdAt: tradeMessages.createdAt,
    })
    .from(tradeMessages)
    .leftJoin(profiles, eq(profiles.id, tradeMessages.senderId))
    .where(eq(tradeMessages.tradeId, tradeId))
    .orderBy(asc(tradeMessages.createdAt), asc(tradeMessages.id))
    .limit(200);
}

/** The trade's own dates: when it was offered, answered, confirmed and completed. */
export async function tradeDates(db: Db, tradeId: string) {
  const [row] = await db
    .select({
      createdAt: trades.createdAt,
      respondedAt: trades.respondedAt,
      status: trades.status,
      requesterConfirmedAt: trades.requesterConfirmedAt,
      ownerConfirmedAt: trades.ownerConfirmedAt,
      completedAt: trades.completedAt,
    })
    .from(trades)
    .where(eq(trades.id, tradeId));
  return row;
}
