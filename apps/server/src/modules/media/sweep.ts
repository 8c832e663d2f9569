import type { Db } from '../../platform/db.ts';
import { deletePhotos, holdUploadSweepLock } from '../../platform/images/index.ts';
import type { RecurringJob } from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { referencedPhotoIds } from './queries.ts';

/** An upload not attached within a day is abandoned (the form was closed, or the listing never saved). */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;
const PAGE_SIZE = 1000;

/** `{userId}/{photoId}-{size}.webp` → `{userId}/{photoId}`; other files in the store are not photos: left alone. */
const PHOTO_KEY = /^([^/]+\/[^/]+)-\d+\.webp$/;

/**
 * Deletes photos older than `maxAgeMs` that no item or avatar refers to; returns their ids. No table of uploads:
 * the store lists what exists and the database says what is used, so several instances may sweep at once
 * (deleting a missing file is not an error). The store is read a page at a time, never listed whole.
 */
export async function sweepAbandonedUploads(
  deps: { db: Db; storage: Storage },
  options: { maxAgeMs?: number; now?: Date; pageSize?: number } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.maxAgeMs ?? ABANDONED_UPLOAD_AGE_MS);
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const removed: string[] = [];
  // A photo is old only if every size is: a size written a moment ago means an upload still in progress. Its sizes
  // are adjacent keys, but a page may end among them: the page's last photo is decided with the next page.
  let newest = new Map<string, number>();
  let startAfter: string | undefined;
  for (;;) {
    const page = await deps.storage.list('', { startAfter, limit: pageSize });
    for (const entry of page) {
      const id = PHOTO_KEY.exec(entry.key)?.[1];
      if (id) newest.set(id, Math.max(newest.get(id) ?? 0, entry.lastModified.getTime()));
    }
    const more = page.length === pageSize;
    const undecided = more ? PHOTO_KEY.exec(page.at(-1)!.key)?.[1] : undefined;
    const candidates = [...newest]
      .filter(([id, time]) => id !== undecided && time < cutoff)
      .map(([id]) => id);
    removed.push(...(await deleteUnreferenced(deps, candidates)));
    if (!more) return removed;
    newest = undecided ? new Map([[undecided, newest.get(undecided)!]]) : new Map();
    startAfter = page.at(-1)!.key;
  }
}

async function deleteUnreferenced(
  deps: { db: Db; storage: Storage },
  candidates: string[],
): Promise<string[]> {
  const removed: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    // Deleted while the lock is held, so a listing being saved right now either committed its reference before
    // this check or waits and then finds the files gone (and says so), never an item pointing at deleted files.
    const unused = await deps.db.transaction(async (tx) => {
      await holdUploadSweepLock(tx);
      const used = await referencedPhotoIds(tx, batch);
      const unreferenced = batch.filter((id) => !used.has(id));
      await deletePhotos(deps.storage, unreferenced);
      return unreferenced;
    });
    removed.push(...unused);
  }
  return removed;
}

/**
 * The hourly sweep as a recurring job (platform/jobs): one instance of however many sweeps each hour, and the first
 * sweep comes shortly after a start. Removals are logged.
 */
export function uploadSweepJob(
  deps: { storage: Storage; logger: Logger },
  options: { everyMs?: number; firstDelayMs?: number; maxAgeMs?: number } = {},
): RecurringJob {
  return {
    kind: 'media.sweep-abandoned-uploads',
    everyMs: options.everyMs ?? SWEEP_INTERVAL_MS,
    firstDelayMs: options.firstDelayMs ?? 5_000,
    async run(db) {
      const ids = await sweepAbandonedUploads({ db, storage: deps.storage }, { maxAgeMs: options.maxAgeMs });
      if (ids.length > 0) deps.logger.info({ count: ids.length }, 'Removed abandoned uploads');
    },
  };
}
