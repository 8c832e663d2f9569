import { endpoint } from '../endpoint.ts';
import { currentSessionSchema, meSchema, surveyFlagsResponseSchema } from '../me.ts';

export const meEndpoints = {
  get: endpoint({
    method: 'get',
    path: '/api/me',
    tags: ['Me'],
    summary: 'The signed-in member: account, profile, roles, access and survey routing',
    answers: { 200: { description: 'Signed in', schema: meSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  session: endpoint({
    method: 'get',
    path: '/api/session',
    tags: ['Me'],
    summary: 'The signed-in member as GET /api/me answers it, or null for a visitor (never 401)',
    answers: { 200: { description: 'The member, or null', schema: currentSessionSchema } },
  }),
  markSurveyShown: endpoint({
    method: 'post',
    path: '/api/me/first-login-survey-shown',
    tags: ['Me'],
    summary: 'Record that the first-time survey was shown, so the member is not sent there again',
    answers: { 200: { description: 'The survey flags after the change', schema: surveyFlagsResponseSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
};
