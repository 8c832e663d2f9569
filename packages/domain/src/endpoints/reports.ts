import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { createReportSchema, filedReportSchema, REPORTS_PER_HOUR } from '../reports.ts';

/** A member's report about an item or another member (docs/product/moderation.md, "Reports"). */
const reportEndpoint = <const P extends `/api/${string}/{id}/reports`, const S extends string>(
  path: P,
  summary: S,
  idDescription: string,
) =>
  endpoint({
    method: 'post',
    path,
    tags: ['Reports'],
    summary,
    params: z.object({ id: pathParam('id', idDescription) }),
    body: createReportSchema,
    answers: { 201: { description: 'Filed, pending review', schema: filedReportSchema } },
    errors: ['BAD_REQUEST', 'VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  });

export const reportsEndpoints = {
  reportItem: reportEndpoint(
    '/api/items/{id}/reports',
    `Report an item you can see (not your own); one open report per item (409); ${REPORTS_PER_HOUR} reports an hour (429)`,
    'The item id',
  ),
  reportMember: reportEndpoint(
    '/api/users/{id}/reports',
    `Report a member (not yourself); one open report per member (409); ${REPORTS_PER_HOUR} reports an hour (429)`,
    'A UUID or a username (any case)',
  ),
};
