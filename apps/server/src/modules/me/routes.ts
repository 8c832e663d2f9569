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

export function meRoutes(deps: { db: Db; auth: Auth }) {
  const signedIn = requireSession(deps.auth);

  const visitorsToo = createRouter<MaybeAuthedEnv>().openapi(
    routeOf(endpoints.session, optionalSession(deps.auth)),
    async (c) => {
      const user = c.get('user');
      return c.json({ me: user ? await service.getMe(deps.db, user) : null }, 200);
    },
  );

  const membersOnly = createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.get, signedIn), async (c) =>
      c.json(await service.getMe(deps.db, c.get('user')), 200),
    )
    .openapi(routeOf(endpoints.markSurveyShown, signedIn), async (c) =>
      c.json(await service.markFirstLoginSurveyShown(deps.db, c.get('user').id), 200),
    );
  return createRouter().route('/', visitorsToo).route('/', membersOnly);
}
