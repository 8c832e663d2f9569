import { createRoute } from '@hono/zod-openapi';
import { supportMessageSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function supportRoutes(deps: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  supportEmail: string;
  rateLimitStore: RateLimitStore;
}) {
  const send = createRoute({
    method: 'post',
    path: '/api/support/messages',
    tags: ['Support'],
    summary:
      "Send the support team a message (the Help page's Contact Support): mailed to the support address",
    middleware: [requireSession(deps.auth)] as const,
    request: { body: { content: jsonContent(supportMessageSchema), required: true } },
    responses: {
      204: { description: 'Sent' },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'),
    },
  });

  return createRouter<AuthedEnv>().openapi(send, async (c) => {
    await service.sendSupportMessage(
      { ...deps, logger: c.get('logger') },
      c.get('user'),
      c.req.valid('json'),
    );
    return c.body(null, 204);
  });
}
