import { createRoute, z } from '@hono/zod-openapi';
import {
  staffUserDetailSchema,
  staffUserItemListSchema,
  staffUserItemsQuerySchema,
  staffUserListSchema,
  staffUserQuerySchema,
  staffUserUpdateSchema,
  suspendMemberSchema,
  STAFF_USERS_PAGE_SIZE,
  STAFF_USER_ITEMS_PAGE_SIZE,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { requireRole } from '../profiles/index.ts';
import * as service from './service.ts';

/**
 * The dashboard's Users tab (/api/admin/users/*; docs/product/moderation.md, "Managing members" and "Suspending a
 * member"): staff (admins and moderators) read; only admins change anything. Roles are read from the database on
 * every request.
 */
export function memberAdminRoutes(deps: {
  db: Db;
  auth: Auth;
  /** After a suspension commits: closes the member's live sockets on every instance (createApp). */
  onSuspended?: (memberId: string) => Promise<void>;
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const staff = requireRole(db, 'admin', 'moderator');
  const admin = requireRole(db, 'admin');
  const params = z.object({ id: pathParam('id', 'The member id') });
  const detail = (description: string) => ({ description, content: jsonContent(staffUserDetailSchema) });

  const list = createRoute({
    method: 'get',
    path: '/api/admin/users',
    tags: ['Admin'],
    summary: 'Members newest first, optionally those whose username or full name contains `q` (staff)',
    middleware: [signedIn, staff] as const,
    request: { query: staffUserQuerySchema },
    responses: {
      200: { description: `One page (${STAFF_USERS_PAGE_SIZE})`, content: jsonContent(staffUserListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });
  const get = createRoute({
    method: 'get',
    path: '/api/admin/users/{id}',
    tags: ['Admin'],
    summary: 'A member with their phone, bio, roles, statistics and any suspension (staff)',
    middleware: [signedIn, staff] as const,
    request: { params },
    responses: {
      200: detail('The member'),
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  const update = createRoute({
    method: 'patch',
    path: '/api/admin/users/{id}',
    tags: ['Admin'],
    summary:
      "Correct a member's full name, username, location, phone or bio, with the member's own rules (admins); a taken username is 409",
    middleware: [signedIn, admin] as const,
    request: { params, body: { content: jsonContent(staffUserUpdateSchema), required: true } },
    responses: {
      200: detail('The member after the change'),
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });
  const items = createRoute({
    method: 'get',
    path: '/api/admin/users/{id}/items',
    tags: ['Admin'],
    summary: 'Every item of the member, hidden, sold and swapped ones too, newest first (staff)',
    middleware: [signedIn, staff] as const,
    request: { params, query: staffUserItemsQuerySchema },
    responses: {
      200: {
        description: `One page (${STAFF_USER_ITEMS_PAGE_SIZE})`,
        content: jsonContent(staffUserItemListSchema),
      },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  const suspend = createRoute({
    method: 'post',
    path: '/api/admin/users/{id}/suspension',
    tags: ['Admin'],
    summary:
      'Suspend a member with a reason (admins): their sessions end and they cannot sign in; their listings and profile are hidden. Never yourself, staff, or twice (409)',
    middleware: [signedIn, admin] as const,
    request: { params, body: { content: jsonContent(suspendMemberSchema), required: true } },
    responses: {
      200: detail('The member, suspended'),
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });
  const unsuspend = createRoute({
    method: 'delete',
    path: '/api/admin/users/{id}/suspension',
    tags: ['Admin'],
    summary: 'Lift a suspension (admins); 409 when the member is not suspended',
    middleware: [signedIn, admin] as const,
    request: { params },
    responses: {
      200: detail('The member, in good standing again'),
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(list, async (c) => c.json(await service.listMembers(db, c.req.valid('query')), 200))
    .openapi(get, async (c) => c.json(await service.getMember(db, c.req.valid('param').id), 200))
    .openapi(update, async (c) =>
      c.json(
        await service.updateMember(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(items, async (c) =>
      c.json(await service.listMemberItems(db, c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(suspend, async (c) =>
      c.json(
        await service.suspendMember(
          { db, onSuspended: deps.onSuspended, logger: c.get('logger') },
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(unsuspend, async (c) =>
      c.json(await service.unsuspendMember(db, c.get('user').id, c.req.valid('param').id), 200),
    );
}
