import { endpointUrl } from '@swapyard/domain/endpoint';
import { mediaEndpoints } from '@swapyard/domain/endpoints/media';
import { errorBodySchema } from '@swapyard/domain/errors';
import { uploadedPhotoSchema, type UploadedPhoto } from '@swapyard/domain/media';
import { ApiError } from '@/lib/api-client';

/**
 * Uploads an item photo (multipart `file`), as uploadItemPhoto, but through XMLHttpRequest: fetch reports no
 * upload progress, and bulk upload shows its bytes sent, speed and time left. `onProgress` gets the bytes of this
 * file sent so far. Failures are ApiErrors, as callEndpoint throws them.
 */
export function uploadItemPhotoWithProgress(
  file: File,
  { onProgress, signal }: { onProgress?: (sentBytes: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError(0, 'ABORTED', 'Upload cancelled'));
    const xhr = new XMLHttpRequest();
    const declaration = mediaEndpoints.uploadItemPhoto;
    xhr.open(declaration.method.toUpperCase(), endpointUrl(declaration, {}));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () => {
      const json = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadedPhotoSchema.safeParse(json);
        if (parsed.success) {
          onProgress?.(file.size);
          return resolve(parsed.data);
        }
        return reject(new ApiError(xhr.status, 'INTERNAL', 'Something went wrong. Please try again.'));
      }
      const error = errorBodySchema.safeParse(json);
      if (error.success) {
        const { code, message, details } = error.data.error;
        return reject(new ApiError(xhr.status, code, message, details));
      }
      reject(new ApiError(xhr.status, 'INTERNAL', 'Something went wrong. Please try again.'));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Cannot reach Swapyard. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
