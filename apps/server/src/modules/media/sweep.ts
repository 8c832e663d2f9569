import type { Db } from '../../platform/db.ts';
import { deletePhotos, holdUploadSweepLock } from '../../platform/images/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { referencedPhotoIds } from './queries.ts';

/** An upload not attached within a day is abandoned (the form was closed, or the listing never saved). */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/** `{userId}/{photoId}-{size}.webp` → `{userId}/{photoId}`; other files in the store are not photos: left alone. */
const PHOTO_KEY = /^([^/]+\/[^/]+)-\d+\.webp$/;

/**
 * Deletes photos older than `maxAgeMs` that no item or avatar refers to; returns their ids. No table of uploads:
 * the store lists what exists and the database says what is used, so several instances may sweep at once
 * (deleting a missing file is not an error).
 */
export async function sweepAbandonedUploads(
  deps: { db: Db; storage: Storage },
  options: { maxAgeMs?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.maxAgeMs ?? ABANDONED_UPLOAD_AGE_MS);
  // A photo is old only if every size is: a size written a moment ago means an upload still in progress.
  const newest = new Map<string, number>();
  for (const entry of await deps.storage.list('')) {
    const id = PHOTO_KEY.exec(entry.key)?.[1];
    if (!id) continue;
    newest.set(id, Math.max(newest.get(id) ?? 0, entry.lastModified.getTime()));
  }
  const candidates = [...newest].filter(([, time]) => time < cutoff).map(([id]) => id);
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
 * Sweeps shortly after start and every `intervalMs`, on unref'd timers (they never keep the process alive); one
 * sweep at a time. stop() at shutdown waits for a running sweep, so the database is not closed under it.
 */
export function startUploadSweeper(
  deps: { db: Db; storage: Storage; logger: Logger },
  options: { intervalMs?: number; firstDelayMs?: number; maxAgeMs?: number } = {},
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepAbandonedUploads(deps, { maxAgeMs: options.maxAgeMs })
      .then((ids) => {
        if (ids.length > 0) deps.logger.info({ count: ids.length }, 'Removed abandoned uploads');
      })
      .catch((err: unknown) => deps.logger.error({ err }, 'Sweeping abandoned uploads failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, options.firstDelayMs ?? 5_000);
  const timer = setInterval(sweep, options.intervalMs ?? SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
