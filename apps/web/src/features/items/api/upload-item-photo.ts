import { mediaEndpoints } from '@swapyard/domain/endpoints/media';
import type { UploadedPhoto } from '@swapyard/domain/media';
import { callEndpoint } from '@/lib/api-client';

/** Uploads an item photo (multipart `file`): the server checks, resizes and stores it, then describes it. */
export function uploadItemPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file);
  return callEndpoint(mediaEndpoints.uploadItemPhoto, { body });
}
