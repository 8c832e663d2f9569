import { z } from 'zod';
import { endpoint, pathParam } from '../endpoint.ts';
import { createWithdrawalSchema, withdrawalListSchema, withdrawalSchema } from '../withdrawals.ts';

export const withdrawalsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/wallet/withdrawals',
    tags: ['Wallet'],
    summary: "The signed-in member's withdrawals, newest first (account numbers masked)",
    answers: { 200: { description: 'Newest first', schema: withdrawalListSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  create: endpoint({
    method: 'post',
    path: '/api/wallet/withdrawals',
    tags: ['Wallet'],
    summary:
      'Request a withdrawal from the cash wallet: checked in the documented order, fee and net computed here, the ' +
      'amount leaves the cash wallet at once; it stays pending (cancellable) for a short while before it is paid out',
    body: createWithdrawalSchema,
    answers: { 201: { description: 'The pending withdrawal', schema: withdrawalSchema } },
    errors: ['BAD_REQUEST', 'UNAUTHENTICATED', 'CONFLICT', 'UNAVAILABLE'],
  }),
  cancel: endpoint({
    method: 'post',
    path: '/api/wallet/withdrawals/{id}/cancel',
    tags: ['Wallet'],
    summary: 'Cancel an own pending withdrawal; the whole amount returns to the cash wallet',
    params: z.object({ id: pathParam('id') }),
    answers: { 200: { description: 'The cancelled withdrawal', schema: withdrawalSchema } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
};
