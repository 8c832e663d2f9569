import { createHmac } from 'node:crypto';
import type { ViewCount } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import * as items from '../items/index.ts';
import * as queries from './queries.ts';

/** Who is looking: a signed-in member, or a visitor known only by their address. */
export type Viewer = { memberId: string } | { ip: string };

/** The calendar day (UTC) a view counts for: distinct viewers per day (docs/product/social.md, "Views"). */
export const viewDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The stored viewer key. Members by id. Visitors by an HMAC of their address under a key derived from the server
 * secret, mixed with the day: no raw IP is stored, nobody without the secret can test an address against the table,
 * and one visitor's rows on different days cannot be linked to each other.
 */
export function viewerKey(viewer: Viewer, day: string, secret: string): string {
  if ('memberId' in viewer) return `member:${viewer.memberId}`;
  const key = createHmac('sha256', secret).update('swapyard item views').digest();
  return `visitor:${createHmac('sha256', key).update(`${day}|${viewer.ip}`).digest('base64url')}`;
}

/**
 * Counts a view of an item the viewer may see (404 'Item not found' otherwise, as for the item itself). Each viewer
 * counts once per item and day; the owner looking at their own item is not counted.
 */
export async function recordView(
  deps: { db: Db; secret: string; now?: () => Date },
  itemId: string,
  viewer: Viewer,
): Promise<ViewCount> {
  const memberId = 'memberId' in viewer ? viewer.memberId : undefined;
  const item = await items.getItem(deps.db, itemId, async () => memberId);
  if (memberId === item.userId) return { views: item.views };
  const day = viewDay(deps.now?.() ?? new Date());
  return { views: await queries.recordView(deps.db, itemId, viewerKey(viewer, day, deps.secret), day) };
}
