import { z } from 'zod';
import { createDisputeSchema, disputeSchema, tradeDisputesSchema } from '../disputes.ts';
import { endpoint } from '../endpoint.ts';
import { DISPUTE_WINDOW_DAYS } from '../trades.ts';

// A plain string, as declared before the catalogue (not `pathParam`), so the document is unchanged.
const params = z.object({ tradeId: z.string().max(100) });

/** A trade's disputes, for its two parties (docs/product/disputes.md). */
export const disputesEndpoints = {
  open: endpoint({
    method: 'post',
    path: '/api/trades/{tradeId}/disputes',
    tags: ['Disputes'],
    summary: `Dispute an accepted or completed trade you are a party to, within ${DISPUTE_WINDOW_DAYS} days of its acceptance`,
    params,
    body: createDisputeSchema,
    answers: { 201: { description: 'Opened; the trade waits for the moderators', schema: disputeSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
  list: endpoint({
    method: 'get',
    path: '/api/trades/{tradeId}/disputes',
    tags: ['Disputes'],
    summary: "The trade's disputes, newest first (its parties only)",
    params,
    answers: { 200: { description: 'Newest first', schema: tradeDisputesSchema } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
};
