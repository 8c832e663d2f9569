import { REPORTS_PER_HOUR, reportTexts } from '@swapyard/domain';
import { reportsEndpoints as endpoints } from '@swapyard/domain/endpoints/reports';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { limitPerMember } from '../../platform/rate-limit/member-rate.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** A member's reports about an item or another member (docs/product/moderation.md, "Reports"). */
export function reportsRoutes(deps: {
  db: Db;
  auth: Auth;
  rateLimitStore: RateLimitStore;
  realtime?: Realtime;
  logger?: Logger;
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  // Every report reaches every moderator: a member files at most REPORTS_PER_HOUR (docs/product/limits.md).
  const reportLimit = limitPerMember<AuthedEnv>(deps.rateLimitStore, 'reports', {
    limit: REPORTS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: reportTexts.tooMany,
    countRefused: false,
  });
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.reportItem, signedIn, reportLimit), async (c) => {
      const filed = await service.reportItem(
        db,
        c.get('user').id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      await announceCasesChanged(deps);
      return c.json(filed, 201);
    })
    .openapi(routeOf(endpoints.reportMember, signedIn, reportLimit), async (c) => {
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
