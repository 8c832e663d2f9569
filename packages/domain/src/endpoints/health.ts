import { endpoint } from '../endpoint.ts';
import { healthSchema } from '../health.ts';

export const healthEndpoints = {
  check: endpoint({
    method: 'get',
    path: '/api/health',
    tags: ['Platform'],
    summary: 'Liveness and database check',
    description: 'Answers 200 when the database answers `select 1`, otherwise 503 with `status: degraded`.',
    answers: {
      200: { description: 'Healthy', schema: healthSchema },
      503: { description: 'The database does not answer', schema: healthSchema },
    },
  }),
};
