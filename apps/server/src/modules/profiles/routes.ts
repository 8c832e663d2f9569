import { createRoute, z } from '@hono/zod-openapi';
import {
  avatarResponseSchema,
  ownProfileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  mediaMessages,
  AVATAR_MAX_BYTES,
  megabytes,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const userParams = z.object({
  usernameOrId: pathParam('usernameOrId', 'A UUID or a username (any case)'),
});
/** The avatar upload: multipart, read by the capped streaming reader (the API's JSON checks leave it be, app.ts). */
export const AVATAR_UPLOAD_PATH = '/api/me/avatar';

const avatarForm = z.object({
  file: z.string().openapi({
    type: 'string',
    format: 'binary',
    description: `JPEG, PNG or WebP, ${megabytes(AVATAR_MAX_BYTES)} MB`,
  }),
});

export function profilesRoutes(deps: { db: Db; auth: Auth; storage?: Storage }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);

  const getUser = createRoute({
    method: 'get',
    path: '/api/users/{usernameOrId}',
    tags: ['Profiles'],
    summary:
      "A member's public profile as the viewer may see it: restricted by profile visibility, location and phone by privacy",
    request: { params: userParams },
    responses: {
      200: { description: 'The profile', content: jsonContent(publicProfileSchema) },
      ...errorResponses('NOT_FOUND'),
    },
  });

  const patchProfile = createRoute({
    method: 'patch',
    path: '/api/me/profile',
    tags: ['Profiles'],
    summary:
      'Change the own profile (names also change the account: sign in with the new username); brands and tags normalised',
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(profileUpdateSchema), required: true } },
    responses: {
      200: { description: 'The own profile after the change', content: jsonContent(ownProfileSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT'),
    },
  });

  const getOwn = createRoute({
    method: 'get',
    path: '/api/me/profile',
    tags: ['Profiles'],
    summary: 'The own profile, phone included',
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'The own profile', content: jsonContent(ownProfileSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const deleteAvatar = createRoute({
    method: 'delete',
    path: '/api/me/avatar',
    tags: ['Profiles'],
    summary: 'Remove the profile photo (its files are deleted)',
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'No avatar now', content: jsonContent(avatarResponseSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const router = createRouter<AuthedEnv>()
    .openapi(getUser, async (c) =>
      c.json(
        await service.getPublicProfile(
          db,
          c.req.valid('param').usernameOrId,
          await sessionUserId(auth, c.req.raw.headers),
        ),
        200,
      ),
    )
    .openapi(getOwn, async (c) => c.json(await service.getOwnProfile(db, c.get('user').id), 200))
    .openapi(patchProfile, async (c) =>
      c.json(await service.updateOwnProfile(db, c.get('user').id, c.req.valid('json')), 200),
    );

  const storage = deps.storage;
  if (storage) {
    // Read by the capped streaming reader, not a validator (see media/routes.ts): documented, plainly registered.
    router.openAPIRegistry.registerPath(
      createRoute({
        method: 'post',
        path: AVATAR_UPLOAD_PATH,
        tags: ['Profiles'],
        summary: `Upload a new profile photo (${megabytes(AVATAR_MAX_BYTES)} MB; JPEG, PNG or WebP by its bytes); the previous one is deleted`,
        request: { body: { content: { 'multipart/form-data': { schema: avatarForm } }, required: true } },
        responses: {
          200: { description: 'The new avatar URL', content: jsonContent(avatarResponseSchema) },
          ...errorResponses('BAD_REQUEST', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'),
        },
      }),
    );
    const avatarSignedIn = requireSession(auth, mediaMessages.notSignedIn);
    router.post(AVATAR_UPLOAD_PATH, avatarSignedIn, async (c) =>
      c.json(
        await service.replaceAvatar({ db, storage, logger: c.get('logger') }, c.get('user').id, c.req.raw),
        200,
      ),
    );
    router.openapi(deleteAvatar, async (c) =>
      c.json(
        await service.replaceAvatar({ db, storage, logger: c.get('logger') }, c.get('user').id, null),
        200,
      ),
    );
  }
  return router;
}
