import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { followListSchema, followStateSchema } from '../profiles.ts';

const params = z.object({ id: pathParam('id', 'A UUID or a username (any case)') });

const change = <const M extends 'put' | 'delete', const S extends string>(method: M, summary: S) =>
  endpoint({
    method,
    path: '/api/users/{id}/follow',
    tags: ['Follows'],
    summary,
    params,
    answers: {
      200: {
        description: 'Whether the viewer follows the member now, and their follower count',
        schema: followStateSchema,
      },
    },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND'],
  });

const connections = <const W extends 'followers' | 'following', const S extends string>(
  which: W,
  summary: S,
) =>
  endpoint({
    method: 'get',
    path: `/api/users/{id}/${which}`,
    tags: ['Follows'],
    summary,
    params,
    answers: { 200: { description: 'Newest first', schema: followListSchema } },
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  });

export const followsEndpoints = {
  follow: change('put', 'Follow a member (idempotent; not yourself)'),
  unfollow: change('delete', 'Unfollow a member (idempotent)'),
  followers: connections('followers', "Who follows the member (under the profile's visibility)"),
  following: connections('following', "Whom the member follows (under the profile's visibility)"),
};
