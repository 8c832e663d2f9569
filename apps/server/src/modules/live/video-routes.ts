import { liveEndpoints as endpoints } from '@swapyard/domain/endpoints/live';
import type { Context } from 'hono';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import { iceServersFor, type TurnConfig } from './ice-servers.ts';
import { answerVideo, leaveVideo, publishVideo, watchVideo, type VideoDeps } from './video.ts';

/**
 * Live video signalling (docs/live-video.md): whole SDP offers and answers, ICE gathered first (as WHIP and WHEP
 * do). The streamer publishes into their stream; anyone watches; the SFU's session id is the viewer's capability.
 */
export function liveVideoRoutes(
  deps: VideoDeps & { auth: Auth; clientIp: (c: Context) => string; turn?: TurnConfig },
) {
  const signedIn = requireSession(deps.auth);
  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.iceServers), (c) => c.json(iceServersFor(deps.turn), 200))
    .openapi(routeOf(endpoints.publishVideo, signedIn), async (c) =>
      c.json(
        await publishVideo(deps, c.get('user').id, c.req.valid('param').streamId, c.req.valid('json').sdp),
        200,
      ),
    )
    .openapi(routeOf(endpoints.watchVideo), async (c) =>
      c.json(await watchVideo(deps, c.req.valid('param').streamId, deps.clientIp(c)), 200),
    )
    .openapi(routeOf(endpoints.answerVideo), async (c) => {
      await answerVideo(deps, c.req.valid('param').sessionId, c.req.valid('json').sdp);
      return c.body(null, 204);
    })
    .openapi(routeOf(endpoints.leaveVideo), async (c) => {
      await leaveVideo(deps, c.req.valid('param').sessionId);
      return c.body(null, 204);
    });
}
