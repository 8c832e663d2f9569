import { mediaMessages, uploadLimits, type UploadKind } from '@swapyard/domain';
import { AppError } from '../errors.ts';

/*
 * The toasts' wording (docs/product/listing.md, "Photos"): the title is the error message, the text is `details`,
 * so the web app can show `{ title: message, description: details }` as it is.
 */
export const invalidFileType = () =>
  new AppError('VALIDATION_FAILED', mediaMessages.invalidType, mediaMessages.invalidTypeText);

export const fileTooLarge = (kind: UploadKind) =>
  new AppError('PAYLOAD_TOO_LARGE', mediaMessages.tooLarge, uploadLimits[kind].tooLargeText);

/** A decompression bomb or a panorama beyond the pixel cap: too large once decoded, whatever its bytes. */
export const tooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', mediaMessages.tooLarge, mediaMessages.tooManyPixelsText);

/** Storage failed after the image was accepted: not the member's fault, so a 503 they may retry. */
export const uploadFailed = () =>
  new AppError('UNAVAILABLE', mediaMessages.uploadFailed, mediaMessages.uploadFailedText);

/**
 * Refused before the body is read: the member already has a listing's worth of photos on the way (`key`), or the
 * server's upload queue is full (`busy`). Either clears in seconds, so the member may simply try again.
 */
export const tooManyUploads = (reason: 'busy' | 'key') =>
  new AppError(
    'RATE_LIMITED',
    reason === 'key'
      ? 'Too many uploads at once. Please wait for your other photos to finish.'
      : 'Swapyard is busy with other uploads. Please try again in a moment.',
  );
