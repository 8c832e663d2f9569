import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@swapyard/domain';
import { createRouter, jsonContent } from '../../platform/openapi.ts';

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Platform'],
  summary: 'Liveness and database check',
  description: 'Answers 200 when the database answers `select 1`, otherwise 503 with `status: degraded`.',
  responses: {
    200: { description: 'Healthy', content: jsonContent(healthSchema) },
    503: {
      description: 'The database does not answer',
      content: jsonContent(healthSchema),
    },
  },
});

export function healthRoutes(deps: { ping: () => Promise<boolean>; version: string }) {
  return createRouter().openapi(route, async (c) => {
    const dbOk = await deps.ping();
    const body = {
      status: dbOk ? 'ok' : 'degraded',
      db: dbOk ? 'ok' : 'down',
      version: deps.version,
    } as const;
    return c.json(body, dbOk ? 200 : 503);
  });
}
