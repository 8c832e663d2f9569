import { endpoint } from '../endpoint.ts';
import { supportMessageSchema } from '../support.ts';

export const supportEndpoints = {
  send: endpoint({
    method: 'post',
    path: '/api/support/messages',
    tags: ['Support'],
    summary:
      "Send the support team a message (the Help page's Contact Support): mailed to the support address",
    body: supportMessageSchema,
    answers: { 204: { description: 'Sent' } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'UNAVAILABLE'],
  }),
};
