import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { dashboardOverviewSchema, failedJobListSchema, FAILED_JOBS_SHOWN } from '../admin.ts';
import { AUDIT_PAGE_SIZE, auditListSchema, auditQuerySchema } from '../audit.ts';
import {
  decideDisputeSchema,
  disputeCaseSchema,
  STAFF_DISPUTES_PAGE_SIZE,
  staffDisputeListSchema,
  staffDisputeQuerySchema,
  staffDisputeSchema,
} from '../disputes.ts';
import {
  decideReportSchema,
  STAFF_REPORTS_PAGE_SIZE,
  staffReportListSchema,
  staffReportQuerySchema,
  staffReportSchema,
  takeDownSchema,
} from '../reports.ts';

/** A report's or a dispute's id, as the dashboard sends it. */
const caseParams = z.object({ id: z.string().max(100) });

/**
 * The staff side (/api/admin/*): admins and moderators, their roles read from the database on every request;
 * members get 403 and visitors 401.
 */
export const adminEndpoints = {
  listFailedJobs: endpoint({
    method: 'get',
    path: '/api/admin/jobs/failed',
    tags: ['Admin'],
    summary: 'Background jobs that failed their last attempt, newest first (staff)',
    answers: {
      200: { description: `The newest ${FAILED_JOBS_SHOWN} and the total`, schema: failedJobListSchema },
    },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  retryJob: endpoint({
    method: 'post',
    path: '/api/admin/jobs/{id}/retry',
    tags: ['Admin'],
    summary: 'Run a failed job again with a fresh set of attempts (admins)',
    params: z.object({ id: z.uuid() }),
    answers: { 204: { description: 'Due now' } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  listReports: endpoint({
    method: 'get',
    path: '/api/admin/reports',
    tags: ['Admin'],
    summary: "Members' reports, newest first, optionally of one status (staff)",
    query: staffReportQuerySchema,
    answers: {
      200: { description: `One page (${STAFF_REPORTS_PAGE_SIZE})`, schema: staffReportListSchema },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  decideReport: endpoint({
    method: 'patch',
    path: '/api/admin/reports/{id}',
    tags: ['Admin'],
    summary: 'Move a report on: investigating, resolved or dismissed, with notes (staff); final ones are 409',
    params: caseParams,
    body: decideReportSchema,
    answers: { 200: { description: 'The report as decided', schema: staffReportSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  takeDownListing: endpoint({
    method: 'post',
    path: '/api/admin/reports/{id}/take-down',
    tags: ['Admin'],
    summary:
      'Take the reported listing down with a reason its owner is told: private until restored (staff); 409 when already down',
    params: caseParams,
    body: takeDownSchema,
    answers: { 200: { description: 'The report, its listing taken down', schema: staffReportSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  restoreListing: endpoint({
    method: 'post',
    path: '/api/admin/reports/{id}/restore',
    tags: ['Admin'],
    summary:
      'Restore the listing the report is about to how its owner had it shown (staff); 409 when it is not taken down',
    params: caseParams,
    answers: { 200: { description: 'The report, its listing restored', schema: staffReportSchema } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  listAudit: endpoint({
    method: 'get',
    path: '/api/admin/audit',
    tags: ['Admin'],
    summary:
      'Staff actions on one case (subjectType + subjectId) or about one member (userId), newest first (staff)',
    query: auditQuerySchema,
    answers: { 200: { description: `The newest ${AUDIT_PAGE_SIZE}`, schema: auditListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  overview: endpoint({
    method: 'get',
    path: '/api/admin/overview',
    tags: ['Admin'],
    summary: 'The dashboard: six figures, recent activity and the measured platform overview (staff)',
    answers: { 200: { description: 'Measured now', schema: dashboardOverviewSchema } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  listDisputes: endpoint({
    method: 'get',
    path: '/api/admin/disputes',
    tags: ['Admin'],
    summary: 'Trade disputes, newest first, optionally of one status (staff)',
    query: staffDisputeQuerySchema,
    answers: {
      200: { description: `One page (${STAFF_DISPUTES_PAGE_SIZE})`, schema: staffDisputeListSchema },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  getDispute: endpoint({
    method: 'get',
    path: '/api/admin/disputes/{id}',
    tags: ['Admin'],
    summary: "A dispute with its trade's story: messages, dates and the money still held (staff)",
    params: caseParams,
    answers: { 200: { description: 'The case', schema: disputeCaseSchema } },
    errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  decideDispute: endpoint({
    method: 'patch',
    path: '/api/admin/disputes/{id}',
    tags: ['Admin'],
    summary:
      'Move a dispute on: investigating, closed, or resolved with where the held money goes (staff); final ones are 409',
    params: caseParams,
    body: decideDisputeSchema,
    answers: { 200: { description: 'The dispute as decided', schema: staffDisputeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
};
