import { endpoint } from '../endpoint.ts';
import { walletActivityListSchema, walletActivityQuerySchema, walletSummarySchema } from '../wallet.ts';

/** The signed-in member's own wallets: balances and earnings, and recent activity from the ledger. */
export const walletEndpoints = {
  summary: endpoint({
    method: 'get',
    path: '/api/wallet',
    tags: ['Wallet'],
    summary:
      'Credit, cash and held balances (and how much each wallet has on hold), available to spend (credit + cash), ' +
      'the balance (available + on hold), and money received from other members in the last 7 and 30 days',
    answers: { 200: { description: "The member's wallets", schema: walletSummarySchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  activity: endpoint({
    method: 'get',
    path: '/api/wallet/activity',
    tags: ['Wallet'],
    summary:
      "The member's own money movements on the chosen wallets (all: credit, cash and held), newest first, with a " +
      'description of each; a hold is one line, which reads released when released and is replaced by its ' +
      'payment when captured',
    query: walletActivityQuerySchema,
    answers: { 200: { description: 'Newest first', schema: walletActivityListSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
};
