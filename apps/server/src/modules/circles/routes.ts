import { WANT_TEXTS } from '@swapyard/domain';
import { circlesEndpoints as endpoints } from '@swapyard/domain/endpoints/circles';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import type { CirclesDeps } from './common.ts';
import { getSwapPreferences, saveSwapPreferences } from './preferences.ts';
import { acceptCircle, declineCircle } from './proposals.ts';
import { listCircles } from './view.ts';
import * as wants from './wants.ts';

/** Swap circles (docs/product/swap-circles.md): wants, and the circles proposed to the member. */
export function circlesRoutes(deps: CirclesDeps & { auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, WANT_TEXTS.signIn);
  // Accepting holds money: a repeated request is answered once (platform/idempotency).
  const once = idempotent(db);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.want, signedIn), async (c) =>
      c.json(await wants.wantItem(deps, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.unwant, signedIn), async (c) =>
      c.json(await wants.unwantItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.myWants, signedIn), async (c) =>
      c.json(await wants.listWants(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.preferences, signedIn), async (c) =>
      c.json(await getSwapPreferences(deps, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.savePreferences, signedIn), async (c) =>
      c.json(await saveSwapPreferences(deps, c.get('user').id, c.req.valid('json')), 200),
    )
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json(await listCircles(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.accept, signedIn, once), async (c) =>
      c.json(
        await acceptCircle(deps, c.get('user').id, c.req.valid('param').id, c.req.valid('json') ?? {}),
        200,
      ),
    )
    .openapi(routeOf(endpoints.decline, signedIn, once), async (c) =>
      c.json(await declineCircle(deps, c.get('user').id, c.req.valid('param').id), 200),
    );
}
