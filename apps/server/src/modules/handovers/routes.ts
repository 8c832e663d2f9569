import { handoversEndpoints as endpoints } from '@swapyard/domain/endpoints/handovers';
import { idempotent } from '../../platform/idempotency/index.ts';
import type { LabelPrinter } from '../../platform/labels/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as addresses from './addresses.ts';
import type { HandoversDeps } from './common.ts';
import { buyCarrierLabel } from './carrier-labels.ts';
import { shippingLabel } from './label.ts';
import { receiveTrackingEvent } from './tracking.ts';
import * as meetups from './meetups.ts';
import * as transitions from './transitions.ts';

/** The address book and the handovers (docs/product/handover.md); everything here is for signed-in members. */
export function handoversRoutes(deps: HandoversDeps & { auth: Auth; labels: LabelPrinter }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, 'Please sign in');
  // Moving money (a release, a refund): a repeated request is answered once.
  const once = idempotent(db);
  const router = createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.addresses, signedIn), async (c) =>
      c.json(await addresses.listAddresses(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.addAddress, signedIn), async (c) =>
      c.json(await addresses.addAddress(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .openapi(routeOf(endpoints.updateAddress, signedIn), async (c) =>
      c.json(
        await addresses.updateAddress(
          db,
          c.get('user').id,
          c.req.valid('param').addressId,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.removeAddress, signedIn), async (c) =>
      c.json(await addresses.removeAddress(db, c.get('user').id, c.req.valid('param').addressId), 200),
    )
    .openapi(routeOf(endpoints.ofTrade, signedIn), async (c) =>
      c.json(await transitions.handoversOfTrade(deps, c.get('user').id, c.req.valid('param').tradeId), 200),
    )
    .openapi(routeOf(endpoints.choose, signedIn), async (c) =>
      c.json(
        await transitions.chooseHandover(
          deps,
          c.get('user').id,
          c.req.valid('param').handoverId,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.ship, signedIn), async (c) =>
      c.json(
        await transitions.shipHandover(
          deps,
          c.get('user').id,
          c.req.valid('param').handoverId,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.buyLabel, signedIn, once), async (c) =>
      c.json(await buyCarrierLabel(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.received, signedIn), async (c) =>
      c.json(await transitions.receiveHandover(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.everythingOk, signedIn, once), async (c) =>
      c.json(await transitions.confirmHandover(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.cancel, signedIn, once), async (c) =>
      c.json(await transitions.cancelHandover(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.proposeMeetup, signedIn), async (c) =>
      c.json(
        await meetups.proposeMeetup(
          deps,
          c.get('user').id,
          c.req.valid('param').handoverId,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.acceptMeetup, signedIn), async (c) =>
      c.json(await meetups.acceptMeetup(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.noShow, signedIn), async (c) =>
      c.json(await meetups.reportNoShow(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.cancelMeetup, signedIn, once), async (c) =>
      c.json(await meetups.callOffMeetup(deps, c.get('user').id, c.req.valid('param').handoverId), 200),
    )
    .openapi(routeOf(endpoints.enterCode, signedIn, once), async (c) =>
      c.json(
        await meetups.enterHandoverCode(
          deps,
          c.get('user').id,
          c.req.valid('param').handoverId,
          c.req.valid('json').code,
        ),
        200,
      ),
    );

  // The PDF is served as made: documented from the declaration, answered by a plain handler.
  const labelRoute = routeOf(endpoints.label, signedIn);
  router.openAPIRegistry.registerPath(labelRoute);
  router.get(labelRoute.getRoutingPath(), signedIn, async (c) => {
    const { handoverId } = c.req.param() as { handoverId: string };
    const label = await shippingLabel(deps, c.get('user').id, handoverId);
    return c.body(label.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${label.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  const calendarRoute = routeOf(endpoints.calendar, signedIn);
  router.openAPIRegistry.registerPath(calendarRoute);
  router.get(calendarRoute.getRoutingPath(), signedIn, async (c) => {
    const { handoverId } = c.req.param() as { handoverId: string };
    const file = await meetups.meetupCalendar(deps, c.get('user').id, handoverId);
    return c.body(file, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="swapyard-meetup.ics"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  // The carrier's tracking, signed by the shipping API: no session.
  const webhooks = createRouter<AppEnv>().openapi(routeOf(endpoints.trackingWebhook), async (c) =>
    c.json(await receiveTrackingEvent(deps, await c.req.text(), c.req.raw.headers), 200),
  );
  return [webhooks, router] as const;
}

/** The webhook's path, whose raw body the API's body checks let through (the manifest's webhookPaths). */
export const TRACKING_WEBHOOK_PATH = endpoints.trackingWebhook.path;
