import { createRoute, z } from '@hono/zod-openapi';
import { iceServersSchema, sdpSchema, watchSessionSchema } from '@swapyard/domain';
import type { Context } from 'hono';
import { createRouter, errorResponses, jsonContent, pathParam } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { iceServersFor, type TurnConfig } from './ice-servers.ts';
import { answerVideo, leaveVideo, publishVideo, watchVideo, type VideoDeps } from './video.ts';

const tags = ['Live'];
const streamParams = z.object({ streamId: pathParam('streamId') });
const sessionParams = z.object({ sessionId: pathParam('sessionId') });

/**
 * Live video signalling (docs/live-video.md): whole SDP offers and answers, ICE gathered first (as WHIP and WHEP
 * do). The streamer publishes into their stream; anyone watches; the SFU's session id is the viewer's capability.
 */
export function liveVideoRoutes(
  deps: VideoDeps & { auth: Auth; clientIp: (c: Context) => string; turn?: TurnConfig },
) {
  const signedIn = requireSession(deps.auth);
  const iceServers = createRoute({
    method: 'get',
    path: '/api/live/ice-servers',
    tags,
    summary: 'TURN relays to reach the live video server, with credentials that expire (empty without TURN)',
    responses: { 200: { description: 'For RTCPeerConnection', content: jsonContent(iceServersSchema) } },
  });
  const publish = createRoute({
    method: 'post',
    path: '/api/live/streams/{streamId}/video/publish',
    tags,
    summary: "The streamer's offer (audio and video, sendonly) → the SFU's answer",
    middleware: [signedIn] as const,
    request: { params: streamParams, body: { content: jsonContent(sdpSchema), required: true } },
    responses: {
      200: { description: 'The answer', content: jsonContent(sdpSchema) },
      ...errorResponses(
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'UNAVAILABLE',
      ),
    },
  });
  const watch = createRoute({
    method: 'post',
    path: '/api/live/streams/{streamId}/video/watch',
    tags,
    summary:
      "Watch a live stream (anyone): the SFU's offer, to be answered at /api/live/video/{sessionId}/answer",
    request: { params: streamParams },
    responses: {
      200: { description: 'The session and its offer', content: jsonContent(watchSessionSchema) },
      ...errorResponses('NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'UNAVAILABLE'),
    },
  });
  const answer = createRoute({
    method: 'post',
    path: '/api/live/video/{sessionId}/answer',
    tags,
    summary: "The viewer's answer to the SFU's offer",
    request: { params: sessionParams, body: { content: jsonContent(sdpSchema), required: true } },
    responses: {
      204: { description: 'Connecting' },
      ...errorResponses('VALIDATION_FAILED', 'NOT_FOUND', 'UNAVAILABLE'),
    },
  });
  const leave = createRoute({
    method: 'delete',
    path: '/api/live/video/{sessionId}',
    tags,
    summary: 'The viewer leaves (unknown sessions are ignored)',
    request: { params: sessionParams },
    responses: { 204: { description: 'Left' }, ...errorResponses('UNAVAILABLE') },
  });

  return createRouter<AuthedEnv>()
    .openapi(iceServers, (c) => c.json(iceServersFor(deps.turn), 200))
    .openapi(publish, async (c) =>
      c.json(
        await publishVideo(deps, c.get('user').id, c.req.valid('param').streamId, c.req.valid('json').sdp),
        200,
      ),
    )
    .openapi(watch, async (c) =>
      c.json(await watchVideo(deps, c.req.valid('param').streamId, deps.clientIp(c)), 200),
    )
    .openapi(answer, async (c) => {
      await answerVideo(deps, c.req.valid('param').sessionId, c.req.valid('json').sdp);
      return c.body(null, 204);
    })
    .openapi(leave, async (c) => {
      await leaveVideo(deps, c.req.valid('param').sessionId);
      return c.body(null, 204);
    });
}
