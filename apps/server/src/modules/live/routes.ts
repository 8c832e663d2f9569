import { BIDS_PER_SECOND, LIVE_TEXTS } from '@swapyard/domain';
import { liveEndpoints as endpoints } from '@swapyard/domain/endpoints/live';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { limitPerMember } from '../../platform/rate-limit/member-rate.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** Live streams, their chat and auctions (docs/product/live.md). Reading is open to visitors; acting needs a session. */
export function liveRoutes(deps: service.StreamEndDeps & { auth: Auth }) {
  const { auth } = deps;
  const signedIn = requireSession(auth);
  // A few bids a second per member and auction (docs/product/limits.md); none without a store (a test's deps).
  const bidRate = {
    limit: BIDS_PER_SECOND,
    windowMs: 1000,
    message: LIVE_TEXTS.bidTooFast,
    countRefused: true,
  };
  const bidLimit = deps.rateLimitStore
    ? [
        limitPerMember<AuthedEnv>(
          deps.rateLimitStore,
          'live-bid',
          bidRate,
          (c) => c.req.param('auctionId') ?? '',
        ),
      ]
    : [];

  const me = (c: { get(key: 'user'): { id: string } }) => c.get('user').id;
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.listStreams), async (c) => c.json(await service.listStreams(deps), 200))
    .openapi(routeOf(endpoints.startStream, signedIn), async (c) =>
      c.json(await service.startStream(deps, me(c), c.req.valid('json')), 200),
    )
    .openapi(routeOf(endpoints.getStream), async (c) =>
      c.json(await service.getStream(deps, c.req.valid('param').streamId), 200),
    )
    .openapi(routeOf(endpoints.endStream, signedIn), async (c) =>
      c.json(await service.endStream(deps, me(c), c.req.valid('param').streamId), 200),
    )
    .openapi(routeOf(endpoints.heartbeat, signedIn), async (c) =>
      c.json(await service.heartbeat(deps, me(c), c.req.valid('param').streamId), 200),
    )
    .openapi(routeOf(endpoints.listMessages), async (c) =>
      c.json(await service.listMessages(deps, c.req.valid('param').streamId), 200),
    )
    .openapi(routeOf(endpoints.sendMessage, signedIn), async (c) =>
      c.json(
        await service.sendMessage(deps, me(c), c.req.valid('param').streamId, c.req.valid('json').message),
        201,
      ),
    )
    .openapi(routeOf(endpoints.removeMessage, signedIn), async (c) => {
      const { streamId, messageId } = c.req.valid('param');
      await service.removeMessage(deps, me(c), streamId, messageId);
      return c.body(null, 204);
    })
    .openapi(routeOf(endpoints.mute, signedIn), async (c) => {
      await service.muteViewer(deps, me(c), c.req.valid('param').streamId, c.req.valid('json').userId);
      return c.body(null, 204);
    })
    .openapi(routeOf(endpoints.listAuctions), async (c) =>
      c.json(
        await service.listAuctions(
          deps,
          (await sessionUserId(auth, c.req.raw.headers)) ?? null,
          c.req.valid('param').streamId,
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.createAuction, signedIn), async (c) =>
      c.json(
        await service.createAuction(deps, me(c), c.req.valid('param').streamId, c.req.valid('json')),
        201,
      ),
    )
    .openapi(routeOf(endpoints.startAuction, signedIn), async (c) =>
      c.json(await service.startAuction(deps, me(c), c.req.valid('param').auctionId), 200),
    )
    .openapi(routeOf(endpoints.sellAuction, signedIn), async (c) =>
      c.json(await service.endAuctionNow(deps, me(c), c.req.valid('param').auctionId, 'sell'), 200),
    )
    .openapi(routeOf(endpoints.passAuction, signedIn), async (c) =>
      c.json(await service.endAuctionNow(deps, me(c), c.req.valid('param').auctionId, 'pass'), 200),
    )
    .openapi(routeOf(endpoints.placeBid, signedIn, ...bidLimit), async (c) =>
      c.json(await service.placeBid(deps, me(c), c.req.valid('param').auctionId, c.req.valid('json')), 201),
    );
}
