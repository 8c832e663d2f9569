import { SAVE_ITEM_SIGN_IN_MESSAGE } from '@swapyard/domain';
import { savedItemsEndpoints as endpoints } from '@swapyard/domain/endpoints/saved-items';
import type { Db } from '../../platform/db.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function savedItemsRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  // docs/product/social.md, "Saved items": 'Please log in to save items'.
  const signedInToSave = requireSession(deps.auth, SAVE_ITEM_SIGN_IN_MESSAGE);
  const signedIn = requireSession(deps.auth);

  return createRouter<AuthedEnv>()
    .openapi(routeOf(endpoints.state, signedInToSave), async (c) =>
      c.json(await service.getSavedState(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.save, signedInToSave), async (c) =>
      c.json(await service.saveItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.unsave, signedInToSave), async (c) =>
      c.json(await service.unsaveItem(db, c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.list, signedIn), async (c) =>
      c.json(await service.listSavedItems(db, c.get('user').id, c.req.valid('query')), 200),
    );
}
