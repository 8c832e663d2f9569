import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { megabytes, PHOTO_WIDTHS, uploadedPhotoSchema, uploadLimits, type UploadKind } from '../media.ts';

const uploadForm = z.object({
  file: z.string().meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP' }),
});

/**
 * A multipart upload of one image of `kind`, in the `file` field. Documented only: the server reads the body with
 * its capped streaming reader, not a validator, so nothing buffers a body before the cap is checked.
 */
const upload = <const P extends `/api/${string}`>(path: P, kind: UploadKind, summary: string) =>
  endpoint({
    method: 'post',
    path,
    tags: ['Media'],
    summary,
    description: `multipart/form-data with the image in the \`file\` field, at most ${megabytes(uploadLimits[kind].maxBytes)} MB.`,
    form: uploadForm,
    answers: { 201: { description: 'Stored; `id` is what an item refers to', schema: uploadedPhotoSchema } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'],
  });

export const mediaEndpoints = {
  uploadItemPhoto: upload(
    '/api/media/item-photos',
    'itemPhoto',
    `Upload an item photo (${megabytes(uploadLimits.itemPhoto.maxBytes)} MB): stored as WebP at ${PHOTO_WIDTHS.slice(0, -1).join(', ')} and ${PHOTO_WIDTHS.at(-1)} px; attach it to an item by id`,
  ),
  uploadImage: upload(
    '/api/media/images',
    'image',
    `Upload an image for an avatar or elsewhere (${megabytes(uploadLimits.image.maxBytes)} MB), processed like item photos`,
  ),
};
