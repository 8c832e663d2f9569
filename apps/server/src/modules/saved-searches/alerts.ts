import { z } from 'zod';
import { appRoutes, formatCents } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { enqueue, handleJob, jobKind, type RecurringJob } from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import { createAlert, publishCreated, type NotificationsPublisher } from '../notifications/index.ts';
import * as search from '../search/index.ts';
import * as queries from './queries.ts';
import { syncAlerts } from './service.ts';

/*
 * Saved searches' alerts (docs/product/search.md, "Alerts"): a listing that becomes listed is matched against every
 * saved search with alerts on, in a job of its own, and each search it meets tells its member, at most once an hour.
 */

/** At most one alert a saved search an hour. */
export const ALERT_GAP_MS = 60 * 60 * 1000;

export const matchListingJob = jobKind('saved_searches.match_listing', z.object({ itemId: z.string() }));

/** items' `listed` hook: the matching runs once the listing is committed. */
export const enqueueListingMatch = (tx: Db, itemId: string) => enqueue(tx, matchListingJob, { itemId });

export const alertTitle = (searchName: string) => `New match for “${searchName}”`;
export const alertMessage = (listing: { title: string; valueCents: number | null }) =>
  listing.valueCents === null ? listing.title : `${listing.title}, ${formatCents(listing.valueCents)}`;

/** One listing against the saved searches: those it meets and may alert now tell their members, in one transaction. */
export async function alertMatchingSearches(
  deps: NotificationsPublisher & { db: Db },
  itemId: string,
  now = new Date(),
): Promise<void> {
  if (!isUuid(itemId)) return;
  const created = await deps.db.transaction(async (tx) => {
    const found = await search.savedSearchesMatching(tx, itemId);
    if (!found) return [];
    const told = await queries.claimAlerts(tx, found.searchIds, now, ALERT_GAP_MS);
    const out = [];
    for (const each of told) {
      out.push(
        await createAlert(tx, {
          userId: each.userId,
          type: 'saved_search',
          title: alertTitle(each.name),
          message: alertMessage(found.listing),
          link: appRoutes.item(found.listing.id),
        }),
      );
    }
    return out;
  });
  await publishCreated(deps, created);
}

export const savedSearchJobs = (deps: NotificationsPublisher) => [
  handleJob(matchListingJob, (db, { itemId }) => alertMatchingSearches({ ...deps, db }, itemId)),
];

const COMPILED_PER_RUN = 100;
/** How soon a member's new place or distance reaches their saved searches' alerts. */
export const ALERT_UPKEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * The alerts' upkeep: compiles searches with alerts on and nothing to match (saved before alerts existed, or a
 * change cut short), a batch a run; and resolves again where each measures from, for members whose place or
 * distance changed (a statement that writes only what differs).
 */
export const alertUpkeepJob = (logger: Logger): RecurringJob => ({
  kind: 'saved_searches.alert_upkeep',
  everyMs: ALERT_UPKEEP_EVERY_MS,
  firstDelayMs: 0,
  run: async (db) => {
    const rows = await queries.withoutMatcher(db, COMPILED_PER_RUN);
    for (const row of rows) await syncAlerts(db, row);
    const moved = await db.transaction((tx) => search.refreshAlertPlaces(tx));
    if (rows.length > 0 || moved > 0) {
      logger.info({ compiled: rows.length, placesResolved: moved }, 'saved search alerts kept up');
    }
    return rows.length === COMPILED_PER_RUN ? { more: true } : undefined;
  },
});
