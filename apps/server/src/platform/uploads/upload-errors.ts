import { mediaMessages, uploadLimits, type UploadKind } from '@swapyard/domain';
import { AppError } from '../errors.ts';

/*
 * The spec's toast wording: the title is the error message, the text is `details`, so the web app can show
 * `{ title: message, description: details }` as it is.
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
