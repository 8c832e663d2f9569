import {
  CLOSET_STATUS_OWNER_ONLY_MESSAGE,
  CLOSET_USER_NOT_FOUND_MESSAGE,
  categoryDisplayName,
  type ClosetItemsQuery,
  type ClosetList,
  type ItemList,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import * as items from '../items/index.ts';
import * as profiles from '../profiles/index.ts';
import { decodeClosetCursor, encodeClosetCursor } from './cursor.ts';
import * as queries from './queries.ts';

/**
 * Who may look at `userId`'s closets: unknown or malformed ids are 404 'User not found', and profile visibility
 * applies (profiles.assertProfileVisible). Answers whether the reader is the owner.
 */
export async function assertClosetReadable(
  db: Db,
  userId: string,
  viewerId: string | undefined,
): Promise<{ isOwner: boolean }> {
  const owner = isUuid(userId) ? await profiles.getProfileRow(db, userId) : undefined;
  if (!owner) throw new AppError('NOT_FOUND', CLOSET_USER_NOT_FOUND_MESSAGE);
  await profiles.assertProfileVisible(db, owner, viewerId);
  return { isOwner: viewerId === owner.id };
}

/**
 * The member's closets with the figures of the items the reader may see: the owner counts all their items,
 * anyone else only available public ones, and a closet with nothing to show is left out. Most items first, ties
 * by label. Counted from the items themselves, so items listed before closets were recorded count too.
 */
export async function listClosets(db: Db, userId: string, viewerId: string | undefined): Promise<ClosetList> {
  const { isOwner } = await assertClosetReadable(db, userId, viewerId);
  const totals = await queries.closetTotals(db, { userId, listedOnly: !isOwner });
  const closets = totals
    .map((row) => ({
      category: row.category,
      label: categoryDisplayName(row.category),
      itemCount: row.itemCount,
      totalValueCents: row.totalValueCents,
    }))
    .sort((a, b) => b.itemCount - a.itemCount || a.label.localeCompare(b.label, 'en'));
  return { closets };
}

/**
 * One page of a closet in the chosen order. The owner sees all their items and may filter by status; anyone else
 * sees available public items only, and sending a status filter is refused rather than quietly ignored.
 */
export async function listClosetItems(
  db: Db,
  userId: string,
  viewerId: string | undefined,
  query: ClosetItemsQuery,
): Promise<ItemList> {
  const { isOwner } = await assertClosetReadable(db, userId, viewerId);
  if (query.status !== undefined && !isOwner)
    throw new AppError('FORBIDDEN', CLOSET_STATUS_OWNER_ONLY_MESSAGE);
  const after = query.cursor === undefined ? undefined : decodeClosetCursor(query.sort, query.cursor);
  const filter = {
    userId,
    listedOnly: !isOwner,
    category: query.category,
    status: query.status === 'all' ? undefined : query.status,
  };
  // One row more than asked tells whether another page exists.
  const rows = await queries.listClosetItems(db, filter, query.sort, { limit: query.limit + 1, after });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => items.toItem(row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeClosetCursor(query.sort, { key: last.key, createdAt: last.item.createdAt, id: last.item.id })
        : null,
  };
}
