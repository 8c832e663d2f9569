import { createRoute } from '@hono/zod-openapi';
import {
  WALLET_SIGN_IN_MESSAGE,
  walletActivityListSchema,
  walletActivityQuerySchema,
  walletSummarySchema,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

/** The signed-in member's own wallets: balances and earnings, and recent activity from the ledger. */
export function walletRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  const signedIn = requireSession(deps.auth, WALLET_SIGN_IN_MESSAGE);

  const summary = createRoute({
    method: 'get',
    path: '/api/wallet',
    tags: ['Wallet'],
    summary:
      'Credit, cash and held balances (and how much each wallet has on hold), available to spend (credit + cash), ' +
      'the balance (available + on hold), and money received from other members in the last 7 and 30 days',
    middleware: [signedIn] as const,
    responses: {
      200: { description: "The member's wallets", content: jsonContent(walletSummarySchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const activity = createRoute({
    method: 'get',
    path: '/api/wallet/activity',
    tags: ['Wallet'],
    summary:
      "The member's own money movements on the chosen wallets (all: credit, cash and held), newest first, with a " +
      'description of each; a hold is one line, which reads released when released and is replaced by its ' +
      'payment when captured',
    middleware: [signedIn] as const,
    request: { query: walletActivityQuerySchema },
    responses: {
      200: { description: 'Newest first', content: jsonContent(walletActivityListSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(summary, async (c) => c.json(await service.walletSummary(db, c.get('user').id), 200))
    .openapi(activity, async (c) =>
      c.json(await service.walletActivity(db, c.get('user').id, c.req.valid('query')), 200),
    );
}
