import { mediaMessages } from '@swapyard/domain';
import { profilesEndpoints as endpoints } from '@swapyard/domain/endpoints/profiles';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { UploadGate } from '../../platform/uploads/index.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** The avatar upload: multipart, read by the capped streaming reader (the API's JSON checks leave it be, app.ts). */
export const AVATAR_UPLOAD_PATH = endpoints.uploadAvatar.path;

export function profilesRoutes(deps: { db: Db; auth: Auth; storage?: Storage; uploads: UploadGate }) {
  const { db, auth, uploads } = deps;
  const signedIn = requireSession(auth);

  const router = createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.getUser), async (c) =>
      c.json(
        await service.getPublicProfile(
          db,
          c.req.valid('param').usernameOrId,
          await sessionUserId(auth, c.req.raw.headers),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.getOwn, signedIn), async (c) =>
      c.json(await service.getOwnProfile(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.update, signedIn), async (c) =>
      c.json(await service.updateOwnProfile(db, c.get('user').id, c.req.valid('json')), 200),
    );

  const storage = deps.storage;
  if (storage) {
    // Read by the capped streaming reader, not a validator (see media/routes.ts): documented, plainly registered.
    router.openAPIRegistry.registerPath(routeOf(endpoints.uploadAvatar));
    const avatarSignedIn = requireSession(auth, mediaMessages.notSignedIn);
    router.post(AVATAR_UPLOAD_PATH, avatarSignedIn, async (c) =>
      c.json(
        await service.replaceAvatar(
          { db, storage, uploads, logger: c.get('logger') },
          c.get('user').id,
          c.req.raw,
        ),
        200,
      ),
    );
    router.openapi(routeOf(endpoints.removeAvatar, signedIn), async (c) =>
      c.json(
        await service.replaceAvatar(
          { db, storage, uploads, logger: c.get('logger') },
          c.get('user').id,
          null,
        ),
        200,
      ),
    );
  }
  return router;
}
