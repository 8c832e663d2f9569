import { createRoute, z } from '@hono/zod-openapi';
import {
  decideVerificationSchema,
  staffVerificationListSchema,
  staffVerificationQuerySchema,
  staffVerificationSchema,
  STAFF_VERIFICATIONS_PAGE_SIZE,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { requireRole } from '../profiles/index.ts';
import * as service from './service.ts';

/**
 * Staff review of identity verifications (/api/admin/verifications, docs/product/verification.md, "Review"):
 * admins and moderators, their roles read from the database on every request; members get 403, visitors 401.
 */
export function verificationStaffRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime; logger?: Logger }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const staff = requireRole(db, 'admin', 'moderator');

  const list = createRoute({
    method: 'get',
    path: '/api/admin/verifications',
    tags: ['Admin'],
    summary:
      'Identity verifications, newest first: the pending ones (default) or all, with the pending count (staff)',
    middleware: [signedIn, staff] as const,
    request: { query: staffVerificationQuerySchema },
    responses: {
      200: {
        description: `One page (${STAFF_VERIFICATIONS_PAGE_SIZE})`,
        content: jsonContent(staffVerificationListSchema),
      },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });
  const decide = createRoute({
    method: 'patch',
    path: '/api/admin/verifications/{id}',
    tags: ['Admin'],
    summary: 'Approve a pending verification, or reject it with a reason (staff); a decided one is 409',
    middleware: [signedIn, staff] as const,
    request: {
      params: z.object({ id: z.string().max(100) }),
      body: { content: jsonContent(decideVerificationSchema), required: true },
    },
    responses: {
      200: { description: 'The verification as decided', content: jsonContent(staffVerificationSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(list, async (c) => c.json(await service.listVerifications(db, c.req.valid('query')), 200))
    .openapi(decide, async (c) => {
      const { id } = c.req.valid('param');
      const decided = await service.decideVerification(deps, c.get('user').id, id, c.req.valid('json'));
      // Open dashboards refresh their pending count and list at once.
      await announceCasesChanged(deps);
      return c.json(decided, 200);
    });
}
