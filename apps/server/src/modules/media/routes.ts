import { mediaMessages, type UploadKind } from '@swapyard/domain';
import { mediaEndpoints } from '@swapyard/domain/endpoints/media';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { UploadGate } from '../../platform/uploads/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const uploads: Array<{
  declaration: (typeof mediaEndpoints)[keyof typeof mediaEndpoints];
  kind: UploadKind;
}> = [
  { declaration: mediaEndpoints.uploadItemPhoto, kind: 'itemPhoto' },
  { declaration: mediaEndpoints.uploadImage, kind: 'image' },
];

/** The multipart upload paths: the API's JSON checks leave their bodies to the capped reader (app.ts). */
export const MEDIA_UPLOAD_PATHS = uploads.map(({ declaration }) => declaration.path);

/**
 * Uploads are read by the capped streaming reader, not by a validator: the route is documented here (multipart
 * body) but registered as a plain handler, so nothing buffers a body before the cap is checked.
 */
export function mediaRoutes(deps: { auth: Auth; storage: Storage; uploads: UploadGate }) {
  const signedIn = requireSession(deps.auth, mediaMessages.notSignedIn);
  const router = createRouter<AuthedEnv>();
  for (const { declaration, kind } of uploads) {
    router.openAPIRegistry.registerPath(routeOf(declaration));
    router.post(declaration.path, signedIn, async (c) =>
      c.json(await service.uploadPhoto(deps, c.get('user').id, c.req.raw, kind), 201),
    );
  }
  return router;
}
