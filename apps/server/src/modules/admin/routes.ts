import { createRoute, z } from '@hono/zod-openapi';
import {
  decideDisputeSchema,
  disputeCaseSchema,
  staffDisputeListSchema,
  staffDisputeQuerySchema,
  staffDisputeSchema,
  dashboardOverviewSchema,
  auditListSchema,
  auditQuerySchema,
  decideReportSchema,
  failedJobListSchema,
  staffReportListSchema,
  staffReportQuerySchema,
  staffReportSchema,
  STAFF_REPORTS_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  STAFF_DISPUTES_PAGE_SIZE,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { requireRole } from '../profiles/index.ts';
import * as audit from '../audit/index.ts';
import * as disputes from '../disputes/index.ts';
import * as reports from '../reports/index.ts';
import { dashboardOverview } from './overview.ts';
import * as service from './service.ts';

/**
 * The staff side (/api/admin/*): admins and moderators, their roles read from the database on every request;
 * members get 403 and visitors 401.
 */
export function adminRoutes(deps: {
  db: Db;
  auth: Auth;
  ping: () => Promise<boolean>;
  mailer: Mailer;
  storage?: Storage;
  realtime?: Realtime;
  logger?: Logger;
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const staff = requireRole(db, 'admin', 'moderator');
  const admin = requireRole(db, 'admin');

  const listFailed = createRoute({
    method: 'get',
    path: '/api/admin/jobs/failed',
    tags: ['Admin'],
    summary: 'Background jobs that failed their last attempt, newest first (staff)',
    middleware: [signedIn, staff] as const,
    responses: {
      200: {
        description: `The newest ${service.FAILED_JOBS_SHOWN} and the total`,
        content: jsonContent(failedJobListSchema),
      },
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });
  const retry = createRoute({
    method: 'post',
    path: '/api/admin/jobs/{id}/retry',
    tags: ['Admin'],
    summary: 'Run a failed job again with a fresh set of attempts (admins)',
    middleware: [signedIn, admin] as const,
    request: { params: z.object({ id: z.uuid() }) },
    responses: {
      204: { description: 'Due now' },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });

  const listReports = createRoute({
    method: 'get',
    path: '/api/admin/reports',
    tags: ['Admin'],
    summary: "Members' reports, newest first, optionally of one status (staff)",
    middleware: [signedIn, staff] as const,
    request: { query: staffReportQuerySchema },
    responses: {
      200: {
        description: `One page (${STAFF_REPORTS_PAGE_SIZE})`,
        content: jsonContent(staffReportListSchema),
      },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });
  const decideReport = createRoute({
    method: 'patch',
    path: '/api/admin/reports/{id}',
    tags: ['Admin'],
    summary: 'Move a report on: investigating, resolved or dismissed, with notes (staff); final ones are 409',
    middleware: [signedIn, staff] as const,
    request: {
      params: z.object({ id: z.string().max(100) }),
      body: { content: jsonContent(decideReportSchema), required: true },
    },
    responses: {
      200: { description: 'The report as decided', content: jsonContent(staffReportSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const listAudit = createRoute({
    method: 'get',
    path: '/api/admin/audit',
    tags: ['Admin'],
    summary:
      'Staff actions on one case (subjectType + subjectId) or about one member (userId), newest first (staff)',
    middleware: [signedIn, staff] as const,
    request: { query: auditQuerySchema },
    responses: {
      200: { description: `The newest ${AUDIT_PAGE_SIZE}`, content: jsonContent(auditListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });

  const overview = createRoute({
    method: 'get',
    path: '/api/admin/overview',
    tags: ['Admin'],
    summary: 'The dashboard: six figures, recent activity and the measured platform overview (staff)',
    middleware: [signedIn, staff] as const,
    responses: {
      200: { description: 'Measured now', content: jsonContent(dashboardOverviewSchema) },
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });

  const listDisputes = createRoute({
    method: 'get',
    path: '/api/admin/disputes',
    tags: ['Admin'],
    summary: 'Trade disputes, newest first, optionally of one status (staff)',
    middleware: [signedIn, staff] as const,
    request: { query: staffDisputeQuerySchema },
    responses: {
      200: {
        description: `One page (${STAFF_DISPUTES_PAGE_SIZE})`,
        content: jsonContent(staffDisputeListSchema),
      },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'),
    },
  });
  const disputeCase = createRoute({
    method: 'get',
    path: '/api/admin/disputes/{id}',
    tags: ['Admin'],
    summary:
      "A dispute with its trade's story: agreed items, messages, dates and the money still held (staff)",
    middleware: [signedIn, staff] as const,
    request: { params: z.object({ id: z.string().max(100) }) },
    responses: {
      200: { description: 'The case', content: jsonContent(disputeCaseSchema) },
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  const decideDispute = createRoute({
    method: 'patch',
    path: '/api/admin/disputes/{id}',
    tags: ['Admin'],
    summary:
      'Move a dispute on: investigating, closed, or resolved with where the held money goes (staff); final ones are 409',
    middleware: [signedIn, staff] as const,
    request: {
      params: z.object({ id: z.string().max(100) }),
      body: { content: jsonContent(decideDisputeSchema), required: true },
    },
    responses: {
      200: { description: 'The dispute as decided', content: jsonContent(staffDisputeSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(listDisputes, async (c) => c.json(await disputes.listDisputes(db, c.req.valid('query')), 200))
    .openapi(disputeCase, async (c) => c.json(await disputes.disputeCase(db, c.req.valid('param').id), 200))
    .openapi(decideDispute, async (c) => {
      const { id } = c.req.valid('param');
      const decided = await disputes.decideDispute(deps, c.get('user').id, id, c.req.valid('json'));
      await announceCasesChanged(deps);
      return c.json(decided, 200);
    })
    .openapi(overview, async (c) => c.json(await dashboardOverview(deps), 200))
    .openapi(listAudit, async (c) => c.json(await audit.listEntries(db, c.req.valid('query')), 200))
    .openapi(listReports, async (c) => c.json(await reports.listReports(db, c.req.valid('query')), 200))
    .openapi(decideReport, async (c) => {
      const { id } = c.req.valid('param');
      const decided = await reports.decideReport(deps, c.get('user').id, id, c.req.valid('json'));
      await announceCasesChanged(deps);
      return c.json(decided, 200);
    })
    .openapi(listFailed, async (c) => c.json(await service.failedJobs(db), 200))
    .openapi(retry, async (c) => {
      await service.retryJob(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
