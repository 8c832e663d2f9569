import { z } from 'zod';
import { appRoutes, formatCents } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { enqueue, handleJob, jobKind, type JobDefinition } from '../../platform/jobs/index.ts';
import * as items from '../items/index.ts';
import {
  createAlert,
  publishCreated,
  type CreatedNotification,
  type NotificationsPublisher,
} from '../notifications/index.ts';
import * as queries from './queries.ts';

/*
 * Price drops (docs/product/search.md, "Price drops"): when a listed item gets cheaper, the members who liked or
 * saved it are told, at most once a day per item.
 */

export const notifyJob = jobKind('price_drops.notify', z.object({ itemId: z.uuid() }));

/**
 * The items module's priceDropped hook, in the edit's transaction: the job exists if and only if the drop commits.
 * Telling is a job so an edit never waits on (or fails with) the likers' notifications.
 */
export async function enqueuePriceDropAlert(tx: Db, itemId: string): Promise<void> {
  await enqueue(tx, notifyJob, { itemId });
}

const priceDropAlertText = (title: string, valueCents: number, previousCents: number) => ({
  title: 'Price drop',
  message: `${title}: now ${formatCents(valueCents)}, was ${formatCents(previousCents)}`,
});

/**
 * The price and the 'was' price to tell of, while the item is still listed and still shows a drop when the job runs
 * (raised back, made private or sold since: nothing to tell; a suspended owner's item is not even read).
 */
function dropToTell(item: items.ItemRow, now: Date) {
  if (!items.isListed(item) || item.valueCents === null) return undefined;
  const was = items.shownPriceDrop(item, now.getTime());
  return was !== null && was > item.valueCents ? { now: item.valueCents, was } : undefined;
}

/**
 * The 'price_drops.notify' job: each liker and saver gets an alert (in the app, and in their e-mail digest), unless
 * the item's likers were told within the last day. Running it twice, or two at once, tells nobody twice.
 */
export async function notifyPriceDrop(
  deps: NotificationsPublisher & { db: Db },
  itemId: string,
  now = new Date(),
): Promise<void> {
  const created = await deps.db.transaction(async (tx) => {
    const item = await queries.findItemUnlessOwnerSuspended(tx, itemId);
    const drop = item && dropToTell(item, now);
    if (!item || !drop || !(await queries.claimDailyAlert(tx, item.id, now))) return [];
    const text = priceDropAlertText(item.title, drop.now, drop.was);
    const alerts: Array<CreatedNotification | undefined> = [];
    for (const userId of await queries.likersAndSavers(tx, item.id, item.userId)) {
      alerts.push(
        await createAlert(tx, { userId, type: 'price_drop', ...text, link: appRoutes.item(item.id) }),
      );
    }
    return alerts;
  });
  await publishCreated(deps, created);
}

export function priceDropJobs(deps: NotificationsPublisher): JobDefinition[] {
  return [handleJob(notifyJob, (db, { itemId }) => notifyPriceDrop({ ...deps, db }, itemId))];
}
