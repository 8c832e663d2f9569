import { createRoute, z } from '@hono/zod-openapi';
import { createReportSchema, filedReportSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** A member's reports about an item or another member (docs/product/moderation.md, "Reports"). */
export function reportsRoutes(deps: { db: Db; auth: Auth; realtime?: Realtime; logger?: Logger }) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const report = (path: string, summary: string, description: string) =>
    createRoute({
      method: 'post',
      path,
      tags: ['Reports'],
      summary,
      middleware: [signedIn] as const,
      request: {
        params: z.object({ id: pathParam('id', description) }),
        body: { content: jsonContent(createReportSchema), required: true },
      },
      responses: {
        201: { description: 'Filed, pending review', content: jsonContent(filedReportSchema) },
        ...errorResponses('BAD_REQUEST', 'VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
      },
    });
  const itemReport = report(
    '/api/items/{id}/reports',
    'Report an item you can see (not your own); one open report per item (409)',
    'The item id',
  );
  const memberReport = report(
    '/api/users/{id}/reports',
    'Report a member (not yourself); one open report per member (409)',
    'A UUID or a username (any case)',
  );

  return createRouter<AuthedEnv>()
    .openapi(itemReport, async (c) => {
      const filed = await service.reportItem(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      await announceCasesChanged(deps);
      return c.json(filed, 201);
    })
    .openapi(memberReport, async (c) => {
      const filed = await service.reportMember(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      await announceCasesChanged(deps);
      return c.json(filed, 201);
    });
}
