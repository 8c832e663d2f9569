import { ITEM_PHOTO_MAX_COUNT } from '@swapyard/domain';
import { createLimiter } from '../images/limiter.ts';
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
 * Every upload of this process goes through here before reading its body (media/service.ts uploadPhoto); beyond
 * the queue or the member's share it is refused at once with 429 RATE_LIMITED, so a burst of uploads cannot take
 * the memory and the responsiveness of the whole server with it.
 */
export const uploadGate = createLimiter(UPLOADS_AT_ONCE, {
  maxPending: UPLOAD_QUEUE_LENGTH,
  maxPerKey: UPLOADS_PER_MEMBER,
  refuse: tooManyUploads,
});
