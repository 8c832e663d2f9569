import { surveyEndpoints as endpoints } from '@swapyard/domain/endpoints/survey';
import type { Db } from '../../platform/db.ts';
import type { InterestSuggester } from '../../platform/interests/index.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function surveyRoutes(deps: { db: Db; auth: Auth; suggester: InterestSuggester }) {
  const { db, suggester } = deps;
  const signedIn = requireSession(deps.auth);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.getInterests, signedIn), async (c) =>
      c.json(await service.getInterests(db, c.get('user').id), 200),
    )
    .openapi(routeOf(endpoints.saveInterests, signedIn), async (c) =>
      c.json(await service.saveInterests(db, c.get('user').id, c.req.valid('json')), 200),
    )
    .openapi(routeOf(endpoints.suggest, signedIn), async (c) =>
      c.json(
        await service.suggestInterests(suggester, c.req.valid('json'), (err) =>
          c.get('logger').warn({ err }, 'interest suggester failed; answering the built-in matches only'),
        ),
        200,
      ),
    );
}
