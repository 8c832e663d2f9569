import { uploadedPhotoSchema, type UploadedPhoto } from '@swapyard/domain/media';
import { apiRequest } from '@/lib/api-client';

/** POST /api/media/item-photos (multipart `file`): the server checks, resizes and stores it, then describes it. */
export function uploadItemPhoto(file: File): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/media/item-photos', uploadedPhotoSchema, { method: 'POST', body });
}
