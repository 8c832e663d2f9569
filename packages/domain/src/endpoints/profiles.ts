import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { AVATAR_MAX_BYTES, megabytes } from '../media.ts';
import {
  avatarResponseSchema,
  ownProfileSchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '../profiles.ts';

const avatarForm = z.object({
  file: z.string().meta({
    type: 'string',
    format: 'binary',
    description: `JPEG, PNG or WebP, ${megabytes(AVATAR_MAX_BYTES)} MB`,
  }),
});

export const profilesEndpoints = {
  getUser: endpoint({
    method: 'get',
    path: '/api/users/{usernameOrId}',
    tags: ['Profiles'],
    summary:
      "A member's public profile as the viewer may see it: restricted by profile visibility, location and phone by privacy",
    params: z.object({ usernameOrId: pathParam('usernameOrId', 'A UUID or a username (any case)') }),
    answers: { 200: { description: 'The profile', schema: publicProfileSchema } },
    errors: ['NOT_FOUND'],
  }),
  getOwn: endpoint({
    method: 'get',
    path: '/api/me/profile',
    tags: ['Profiles'],
    summary: 'The own profile, phone included',
    answers: { 200: { description: 'The own profile', schema: ownProfileSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/me/profile',
    tags: ['Profiles'],
    summary:
      'Change the own profile (names also change the account: sign in with the new username); brands and tags normalised',
    body: profileUpdateSchema,
    answers: { 200: { description: 'The own profile after the change', schema: ownProfileSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT'],
  }),
  /** Multipart, read by the server's capped streaming reader (documented only, not validated by the route). */
  uploadAvatar: endpoint({
    method: 'post',
    path: '/api/me/avatar',
    tags: ['Profiles'],
    summary: `Upload a new profile photo (${megabytes(AVATAR_MAX_BYTES)} MB; JPEG, PNG or WebP by its bytes); the previous one is deleted`,
    form: avatarForm,
    answers: { 200: { description: 'The new avatar URL', schema: avatarResponseSchema } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'],
  }),
  removeAvatar: endpoint({
    method: 'delete',
    path: '/api/me/avatar',
    tags: ['Profiles'],
    summary: 'Remove the profile photo (its files are deleted)',
    answers: { 200: { description: 'No avatar now', schema: avatarResponseSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
};
