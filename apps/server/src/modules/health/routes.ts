import { healthEndpoints } from '@swapyard/domain/endpoints/health';
import { createRouter, routeOf } from '../../platform/openapi.ts';

// routeOf types `request` as unknown for an endpoint without params, query or body; Hono wants an object.
const route = routeOf(healthEndpoints.check) as ReturnType<typeof routeOf<typeof healthEndpoints.check>> & {
  request: Record<never, never>;
};

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
