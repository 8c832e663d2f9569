import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import {
  STAFF_USER_ITEMS_PAGE_SIZE,
  STAFF_USERS_PAGE_SIZE,
  staffUserDetailSchema,
  staffUserItemListSchema,
  staffUserItemsQuerySchema,
  staffUserListSchema,
  staffUserQuerySchema,
  staffUserUpdateSchema,
  suspendMemberSchema,
} from '../member-admin.ts';

const params = z.object({ id: pathParam('id', 'The member id') });
const detail = (description: string) => ({ description, schema: staffUserDetailSchema });

/**
 * The dashboard's Users tab (/api/admin/users/*; docs/product/moderation.md, "Managing members" and "Suspending a
 * member"): staff (admins and moderators) read; only admins change anything.
 */
export const memberAdminEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/admin/users',
    tags: ['Admin'],
    summary: 'Members newest first, optionally those whose username or full name contains `q` (staff)',
    query: staffUserQuerySchema,
    answers: { 200: { description: `One page (${STAFF_USERS_PAGE_SIZE})`, schema: staffUserListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  get: endpoint({
    method: 'get',
    path: '/api/admin/users/{id}',
    tags: ['Admin'],
    summary: 'A member with their phone, bio, roles, statistics and any suspension (staff)',
    params,
    answers: { 200: detail('The member') },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/admin/users/{id}',
    tags: ['Admin'],
    summary:
      "Correct a member's full name, username, location, phone or bio, with the member's own rules (admins); a taken username is 409",
    params,
    body: staffUserUpdateSchema,
    answers: { 200: detail('The member after the change') },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  items: endpoint({
    method: 'get',
    path: '/api/admin/users/{id}/items',
    tags: ['Admin'],
    summary: 'Every item of the member, hidden, sold and swapped ones too, newest first (staff)',
    params,
    query: staffUserItemsQuerySchema,
    answers: {
      200: { description: `One page (${STAFF_USER_ITEMS_PAGE_SIZE})`, schema: staffUserItemListSchema },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  suspend: endpoint({
    method: 'post',
    path: '/api/admin/users/{id}/suspension',
    tags: ['Admin'],
    summary:
      'Suspend a member with a reason (admins): their sessions end and they cannot sign in; their listings and profile are hidden. Never yourself, staff, or twice (409)',
    params,
    body: suspendMemberSchema,
    answers: { 200: detail('The member, suspended') },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  unsuspend: endpoint({
    method: 'delete',
    path: '/api/admin/users/{id}/suspension',
    tags: ['Admin'],
    summary: 'Lift a suspension (admins); 409 when the member is not suspended',
    params,
    answers: { 200: detail('The member, in good standing again') },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
};
