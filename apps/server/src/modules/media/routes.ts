import { createRoute, z } from '@hono/zod-openapi';
import {
  mediaMessages,
  uploadedPhotoSchema,
  uploadLimits,
  type UploadKind,
  megabytes,
  PHOTO_WIDTHS,
} from '@swapyard/domain';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const uploadForm = z.object({
  file: z.string().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP' }),
});

const endpoints: Array<{ path: string; kind: UploadKind; summary: string }> = [
  {
    path: '/api/media/item-photos',
    kind: 'itemPhoto',
    summary: `Upload an item photo (${megabytes(uploadLimits.itemPhoto.maxBytes)} MB): stored as WebP at ${PHOTO_WIDTHS.slice(0, -1).join(', ')} and ${PHOTO_WIDTHS.at(-1)} px; attach it to an item by id`,
  },
  {
    path: '/api/media/images',
    kind: 'image',
    summary: `Upload an image for an avatar or elsewhere (${megabytes(uploadLimits.image.maxBytes)} MB), processed like item photos`,
  },
];

/** The multipart upload paths: the API's JSON checks leave their bodies to the capped reader (app.ts). */
export const MEDIA_UPLOAD_PATHS = endpoints.map((endpoint) => endpoint.path);

/**
 * Uploads are read by the capped streaming reader, not by a validator: the route is documented here (multipart
 * body) but registered as a plain handler, so nothing buffers a body before the cap is checked.
 */
export function mediaRoutes(deps: { auth: Auth; storage: Storage }) {
  const signedIn = requireSession(deps.auth, mediaMessages.notSignedIn);
  const router = createRouter<AuthedEnv>();
  for (const { path, kind, summary } of endpoints) {
    const mb = megabytes(uploadLimits[kind].maxBytes);
    router.openAPIRegistry.registerPath(
      createRoute({
        method: 'post',
        path,
        tags: ['Media'],
        summary,
        description: `multipart/form-data with the image in the \`file\` field, at most ${mb} MB.`,
        request: { body: { content: { 'multipart/form-data': { schema: uploadForm } }, required: true } },
        responses: {
          201: {
            description: 'Stored; `id` is what an item refers to',
            content: jsonContent(uploadedPhotoSchema),
          },
          ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'),
        },
      }),
    );
    router.post(path, signedIn, async (c) =>
      c.json(await service.uploadPhoto(deps.storage, c.get('user').id, c.req.raw, kind), 201),
    );
  }
  return router;
}
