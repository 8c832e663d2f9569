import { ITEM_PHOTO_MAX_COUNT } from '@swapyard/domain';
import { createLimiter } from '../images/limiter.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { tooManyUploads } from './upload-errors.ts';

/**
 * Uploads being read and processed at once in this process. Each holds its body in memory (up to 10 MB) while it
 * is read and turned into sizes, and image work itself runs a few at a time (processImage): more at once would only
 * add memory, not speed.
 */
export const UPLOADS_AT_ONCE = 4;
/** Uploads that may wait for a slot; they have not read their body yet, so waiting costs a socket, not memory. */
export const UPLOAD_QUEUE_LENGTH = 32;
/** One member's uploads running or waiting: a whole listing's photos picked at once fit, a flood does not. */
export const UPLOADS_PER_MEMBER = ITEM_PHOTO_MAX_COUNT;
/**
 * A member's share is counted in windows this long (the limits' store counts in windows), so an upload that never
 * finishes (a process killed under it) stops counting at the latest when its window ends.
 */
const SHARE_WINDOW_MS = 10 * 60_000;

/**
 * This process's memory, bounded per process whatever the number of processes: slots and a short queue, beyond
 * which an upload is refused before it reads a byte.
 */
const processGate = createLimiter(UPLOADS_AT_ONCE, {
  maxPending: UPLOAD_QUEUE_LENGTH,
  refuse: tooManyUploads,
});

/** Uploads running and waiting in this process (for tests and health). */
export const uploadsInProcess = {
  get active() {
    return processGate.active;
  },
  get pending() {
    return processGate.pending;
  },
};

export interface UploadGate {
  /** Runs `task` (reading and storing an upload of `memberId`) when its turn comes; refuses it with 429 first. */
  run<T>(task: () => Promise<T>, memberId: string): Promise<T>;
}

/**
 * Every upload goes through here before reading its body (media/service.ts uploadPhoto): beyond the member's share
 * (counted in `shared`, the limits' store: Redis or the primary across processes and instances, decisions 049 and
 * 050) or this process's queue it is refused at once with 429 RATE_LIMITED, so a burst of uploads cannot take the
 * memory and the responsiveness of the whole server with it.
 */
export function createUploadGate(shared: RateLimitStore): UploadGate {
  return {
    async run(task, memberId) {
      const key = `uploads:${memberId}`;
      const { count } = await shared.hit(key, SHARE_WINDOW_MS);
      if (count > UPLOADS_PER_MEMBER) {
        await shared.undo(key);
        throw tooManyUploads('key');
      }
      try {
        return await processGate.run(task);
      } finally {
        await shared.undo(key).catch(() => undefined);
      }
    },
  };
}
