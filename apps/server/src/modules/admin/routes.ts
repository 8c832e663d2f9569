import { adminEndpoints as endpoints } from '@swapyard/domain/endpoints/admin';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { announceCasesChanged, type Realtime } from '../../platform/realtime/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { requireRole } from '../profiles/index.ts';
import * as audit from '../audit/index.ts';
import * as disputes from '../disputes/index.ts';
import type { ItemAuctionGuard, TakeDownDeps } from '../items/index.ts';
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
  /** Taking a listing down: live selling's auction check and the swap circles holding it (items' hooks). */
  auctionGuard?: ItemAuctionGuard;
  onSwapChanged?: TakeDownDeps['onSwapChanged'];
  onListed?: TakeDownDeps['onListed'];
}) {
  const { db, auth } = deps;
  const signedIn = requireSession(auth);
  const staff = requireRole(db, 'admin', 'moderator');
  const admin = requireRole(db, 'admin');

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.listDisputes, signedIn, staff), async (c) =>
      c.json(await disputes.listDisputes(db, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.getDispute, signedIn, staff), async (c) =>
      c.json(await disputes.disputeCase(db, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.decideDispute, signedIn, staff), async (c) => {
      const { id } = c.req.valid('param');
      const decided = await disputes.decideDispute(deps, c.get('user').id, id, c.req.valid('json'));
      await announceCasesChanged(deps);
      return c.json(decided, 200);
    })
    .openapi(routeOf(endpoints.overview, signedIn, staff), async (c) =>
      c.json(await dashboardOverview(deps), 200),
    )
    .openapi(routeOf(endpoints.listAudit, signedIn, staff), async (c) =>
      c.json(await audit.listEntries(db, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.listReports, signedIn, staff), async (c) =>
      c.json(await reports.listReports(db, c.req.valid('query')), 200),
    )
    .openapi(routeOf(endpoints.decideReport, signedIn, staff), async (c) => {
      const { id } = c.req.valid('param');
      const decided = await reports.decideReport(deps, c.get('user').id, id, c.req.valid('json'));
      await announceCasesChanged(deps);
      return c.json(decided, 200);
    })
    .openapi(routeOf(endpoints.takeDownListing, signedIn, staff), async (c) => {
      const { id } = c.req.valid('param');
      const report = await reports.takeDownReportedListing(deps, c.get('user').id, id, c.req.valid('json'));
      await announceCasesChanged(deps);
      return c.json(report, 200);
    })
    .openapi(routeOf(endpoints.restoreListing, signedIn, staff), async (c) => {
      const report = await reports.restoreReportedListing(deps, c.get('user').id, c.req.valid('param').id);
      await announceCasesChanged(deps);
      return c.json(report, 200);
    })
    .openapi(routeOf(endpoints.listFailedJobs, signedIn, staff), async (c) =>
      c.json(await service.failedJobs(db), 200),
    )
    .openapi(routeOf(endpoints.retryJob, signedIn, admin), async (c) => {
      await service.retryJob(db, c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
