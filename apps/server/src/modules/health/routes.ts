import { healthEndpoints } from '@swapyard/domain/endpoints/health';
import { createRouter, routeOf } from '../../platform/openapi.ts';

export function healthRoutes(deps: { ping: () => Promise<boolean>; version: string }) {
  return createRouter().openapi(routeOf(healthEndpoints.check), async (c) => {
    const dbOk = await deps.ping();
    const body = {
      status: dbOk ? 'ok' : 'degraded',
      db: dbOk ? 'ok' : 'down',
      version: deps.version,
    } as const;
    return c.json(body, dbOk ? 200 : 503);
  });
}
