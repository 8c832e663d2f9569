import { supportEndpoints } from '@swapyard/domain/endpoints/support';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function supportRoutes(deps: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  supportEmail: string;
  rateLimitStore: RateLimitStore;
}) {
  return createRouter<AuthedEnv>().openapi(
    routeOf(supportEndpoints.send, requireSession(deps.auth)),
    async (c) => {
      await service.sendSupportMessage(
        { ...deps, logger: c.get('logger') },
        c.get('user'),
        c.req.valid('json'),
      );
      return c.body(null, 204);
    },
  );
}
