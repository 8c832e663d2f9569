import { Hono } from 'hono';
import { z } from 'zod';
import { isLoopbackRequest } from '../../platform/client-ip.ts';
import type { Db } from '../../platform/db.ts';
import { errorBody } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { isUuid } from '../../platform/pagination.ts';
import { ageHandover } from './queries/handovers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ageSchema = z.strictObject({ days: z.number().int().min(1).max(30) });

/**
 * A developer's clock for the handovers' deadlines (DEV_PAGES, loopback only, never in production; the browser
 * journeys use it): `POST /dev/handovers/{id}/age {days}` moves the handover's acceptance, shipping, delivery and
 * meetup times that many days back, as if they had passed, so a ship-by date or a release can be tried without
 * waiting. The deadlines' jobs still run at their own times; what members may do is decided from these times.
 */
export function devClockRoutes(db: Db) {
  const router = new Hono<AppEnv>();
  router.post('/dev/handovers/:id/age', async (c) => {
    if (!isLoopbackRequest(c)) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    const id = c.req.param('id');
    const body = ageSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json(errorBody('BAD_REQUEST', 'Send {"days": 1..30}'), 400);
    if (!isUuid(id) || !(await ageHandover(db, id, body.data.days * DAY_MS))) {
      return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    }
    return c.body(null, 204);
  });
  return router;
}
