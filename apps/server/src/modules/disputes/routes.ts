import { createRoute, z } from '@hono/zod-openapi';
import {
  createDisputeSchema,
  disputeSchema,
  tradeDisputesSchema,
  DISPUTE_WINDOW_DAYS,
} from '@swapyard/domain';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { announceCasesChanged } from '../../platform/realtime/index.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** A trade's disputes, for its two parties (docs/product/disputes.md). */
export function disputesRoutes(deps: service.DisputesDeps & { auth: Auth }) {
  const signedIn = requireSession(deps.auth);
  const params = z.object({ tradeId: z.string().max(100) });

  const open = createRoute({
    method: 'post',
    path: '/api/trades/{tradeId}/disputes',
    tags: ['Disputes'],
    summary: `Dispute an accepted or completed trade you are a party to, within ${DISPUTE_WINDOW_DAYS} days of its acceptance`,
    middleware: [signedIn] as const,
    request: { params, body: { content: jsonContent(createDisputeSchema), required: true } },
    responses: {
      201: { description: 'Opened; the trade waits for the moderators', content: jsonContent(disputeSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
    },
  });
  const list = createRoute({
    method: 'get',
    path: '/api/trades/{tradeId}/disputes',
    tags: ['Disputes'],
    summary: "The trade's disputes, newest first (its parties only)",
    middleware: [signedIn] as const,
    request: { params },
    responses: {
      200: { description: 'Newest first', content: jsonContent(tradeDisputesSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(open, async (c) => {
      const dispute = await service.openDispute(
        deps,
        c.get('user').id,
        c.req.valid('param').tradeId,
        c.req.valid('json'),
      );
      await announceCasesChanged(deps);
      return c.json(dispute, 201);
    })
    .openapi(list, async (c) =>
      c.json(await service.tradeDisputes(deps.db, c.get('user').id, c.req.valid('param').tradeId), 200),
    );
}
