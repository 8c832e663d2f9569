import { meEndpoints as endpoints } from '@swapyard/domain/endpoints/me';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import {
  optionalSession,
  requireSession,
  type Auth,
  type AuthedEnv,
  type MaybeAuthedEnv,
} from '../auth/index.ts';
import * as service from './service.ts';

/**
 * `routeOf` types the `request` of an endpoint without params, query or body as `unknown`, which `.openapi()`
 * refuses: this gives it an empty one (a type only; the route is unchanged).
 */
const withoutInput = <R extends object>(route: R) => route as R & { request: Record<never, never> };

export function meRoutes(deps: { db: Db; auth: Auth }) {
  const signedIn = requireSession(deps.auth);

  const visitorsToo = createRouter<MaybeAuthedEnv>().openapi(
    withoutInput(routeOf(endpoints.session, optionalSession(deps.auth))),
    async (c) => {
      const user = c.get('user');
      return c.json({ me: user ? await service.getMe(deps.db, user) : null }, 200);
    },
  );

  const membersOnly = createRouter<AuthedEnv>()
    .openapi(withoutInput(routeOf(endpoints.get, signedIn)), async (c) =>
      c.json(await service.getMe(deps.db, c.get('user')), 200),
    )
    .openapi(withoutInput(routeOf(endpoints.markSurveyShown, signedIn)), async (c) =>
      c.json(await service.markFirstLoginSurveyShown(deps.db, c.get('user').id), 200),
    );
  return createRouter().route('/', visitorsToo).route('/', membersOnly);
}
