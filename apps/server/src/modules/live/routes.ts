import { createRoute, z } from '@hono/zod-openapi';
import {
  createAuctionSchema,
  liveAuctionListSchema,
  liveAuctionSchema,
  liveMessageListSchema,
  liveMessageSchema,
  liveStreamListSchema,
  liveStreamSchema,
  muteViewerSchema,
  placeBidSchema,
  sendLiveMessageSchema,
  startStreamSchema,
  LIVE_CHAT_FETCHED,
} from '@swapyard/domain';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, sessionUserId, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

const tags = ['Live'];
const streamParams = z.object({ streamId: pathParam('streamId') });
const auctionParams = z.object({ auctionId: pathParam('auctionId') });
const ok = <T extends z.ZodType>(description: string, schema: T) => ({
  200: { description, content: jsonContent(schema) },
});

/** Live streams, their chat and auctions (docs/product/live.md). Reading is open to visitors; acting needs a session. */
export function liveRoutes(deps: service.StreamEndDeps & { auth: Auth }) {
  const { auth } = deps;
  const signedIn = requireSession(auth);

  const listStreams = createRoute({
    method: 'get',
    path: '/api/live/streams',
    tags,
    summary: 'The streams live now and the live page figures (anyone)',
    responses: { ...ok('Longest running first', liveStreamListSchema) },
  });
  const startStream = createRoute({
    method: 'post',
    path: '/api/live/streams',
    tags,
    summary: 'Go live (while live already: continue that stream under the new title)',
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(startStreamSchema), required: true } },
    responses: {
      ...ok('The stream', liveStreamSchema),
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });
  const getStream = createRoute({
    method: 'get',
    path: '/api/live/streams/{streamId}',
    tags,
    summary: 'One stream, live or ended (anyone)',
    request: { params: streamParams },
    responses: { ...ok('The stream', liveStreamSchema), ...errorResponses('NOT_FOUND') },
  });
  const streamerAction = (path: string, summary: string) =>
    createRoute({
      method: 'post',
      path: `/api/live/streams/{streamId}/${path}`,
      tags,
      summary,
      middleware: [signedIn] as const,
      request: { params: streamParams },
      responses: {
        ...ok('The stream', liveStreamSchema),
        ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
      },
    });
  const listMessages = createRoute({
    method: 'get',
    path: '/api/live/streams/{streamId}/messages',
    tags,
    summary: `The stream's newest ${LIVE_CHAT_FETCHED} chat messages, newest first, and its message count (anyone)`,
    request: { params: streamParams },
    responses: { ...ok('Newest first', liveMessageListSchema), ...errorResponses('NOT_FOUND') },
  });
  const sendMessage = createRoute({
    method: 'post',
    path: '/api/live/streams/{streamId}/messages',
    tags,
    summary: "Chat in a live stream (the streamer's messages are system messages)",
    middleware: [signedIn] as const,
    request: { params: streamParams, body: { content: jsonContent(sendLiveMessageSchema), required: true } },
    responses: {
      201: { description: 'Sent to every viewer', content: jsonContent(liveMessageSchema) },
      ...errorResponses(
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'RATE_LIMITED',
      ),
    },
  });
  const removeMessage = createRoute({
    method: 'delete',
    path: '/api/live/streams/{streamId}/messages/{messageId}',
    tags,
    summary: 'The streamer removes a chat message for everyone',
    middleware: [signedIn] as const,
    request: { params: streamParams.extend({ messageId: pathParam('messageId') }) },
    responses: {
      204: { description: 'Removed' },
      ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  const mute = createRoute({
    method: 'post',
    path: '/api/live/streams/{streamId}/mutes',
    tags,
    summary: 'The streamer mutes a viewer for the rest of the stream',
    middleware: [signedIn] as const,
    request: { params: streamParams, body: { content: jsonContent(muteViewerSchema), required: true } },
    responses: {
      204: { description: 'Muted' },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'),
    },
  });
  const listAuctions = createRoute({
    method: 'get',
    path: '/api/live/streams/{streamId}/auctions',
    tags,
    summary:
      "The stream's running and waiting auctions, the latest closed ones and the server's clock (anyone)",
    request: { params: streamParams },
    responses: { ...ok('Auctions', liveAuctionListSchema), ...errorResponses('NOT_FOUND') },
  });
  const createAuction = createRoute({
    method: 'post',
    path: '/api/live/streams/{streamId}/auctions',
    tags,
    summary: 'The streamer puts one of their available items up for auction (not started yet)',
    middleware: [signedIn] as const,
    request: { params: streamParams, body: { content: jsonContent(createAuctionSchema), required: true } },
    responses: {
      201: { description: 'Created', content: jsonContent(liveAuctionSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });
  const auctionAction = (path: string, summary: string) =>
    createRoute({
      method: 'post',
      path: `/api/live/auctions/{auctionId}/${path}`,
      tags,
      summary,
      middleware: [signedIn] as const,
      request: { params: auctionParams },
      responses: {
        ...ok('The auction', liveAuctionSchema),
        ...errorResponses('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
      },
    });
  const placeBid = createRoute({
    method: 'post',
    path: '/api/live/auctions/{auctionId}/bids',
    tags,
    summary: "Bid: the amount is put on hold from the bidder's wallet until they are outbid or win",
    middleware: [signedIn] as const,
    request: { params: auctionParams, body: { content: jsonContent(placeBidSchema), required: true } },
    responses: {
      201: { description: 'The auction with the bid', content: jsonContent(liveAuctionSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const me = (c: { get(key: 'user'): { id: string } }) => c.get('user').id;
  return createRouter<AuthedEnv>()
    .openapi(listStreams, async (c) => c.json(await service.listStreams(deps), 200))
    .openapi(startStream, async (c) =>
      c.json(await service.startStream(deps, me(c), c.req.valid('json')), 200),
    )
    .openapi(getStream, async (c) =>
      c.json(await service.getStream(deps, c.req.valid('param').streamId), 200),
    )
    .openapi(
      streamerAction('end', 'End Stream: it ends for every viewer; auctions not closed are passed'),
      async (c) => c.json(await service.endStream(deps, me(c), c.req.valid('param').streamId), 200),
    )
    .openapi(
      streamerAction('heartbeat', 'The broadcast page is still open (a silent stream ends itself)'),
      async (c) => c.json(await service.heartbeat(deps, me(c), c.req.valid('param').streamId), 200),
    )
    .openapi(listMessages, async (c) =>
      c.json(await service.listMessages(deps, c.req.valid('param').streamId), 200),
    )
    .openapi(sendMessage, async (c) =>
      c.json(
        await service.sendMessage(deps, me(c), c.req.valid('param').streamId, c.req.valid('json').message),
        201,
      ),
    )
    .openapi(removeMessage, async (c) => {
      const { streamId, messageId } = c.req.valid('param');
      await service.removeMessage(deps, me(c), streamId, messageId);
      return c.body(null, 204);
    })
    .openapi(mute, async (c) => {
      await service.muteViewer(deps, me(c), c.req.valid('param').streamId, c.req.valid('json').userId);
      return c.body(null, 204);
    })
    .openapi(listAuctions, async (c) =>
      c.json(
        await service.listAuctions(
          deps,
          (await sessionUserId(auth, c.req.raw.headers)) ?? null,
          c.req.valid('param').streamId,
        ),
        200,
      ),
    )
    .openapi(createAuction, async (c) =>
      c.json(
        await service.createAuction(deps, me(c), c.req.valid('param').streamId, c.req.valid('json')),
        201,
      ),
    )
    .openapi(auctionAction('start', 'Start the countdown (one running auction per stream)'), async (c) =>
      c.json(await service.startAuction(deps, me(c), c.req.valid('param').auctionId), 200),
    )
    .openapi(auctionAction('sell', 'Sell now to the highest bidder'), async (c) =>
      c.json(await service.endAuctionNow(deps, me(c), c.req.valid('param').auctionId, 'sell'), 200),
    )
    .openapi(auctionAction('pass', 'Pass: end without a sale, every bid released'), async (c) =>
      c.json(await service.endAuctionNow(deps, me(c), c.req.valid('param').auctionId, 'pass'), 200),
    )
    .openapi(placeBid, async (c) =>
      c.json(
        await service.placeBid(deps, me(c), c.req.valid('param').auctionId, c.req.valid('json').amountCents),
        201,
      ),
    );
}
