import { createRoute } from '@hono/zod-openapi';
import { currentSessionSchema, meSchema, surveyFlagsResponseSchema } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import {
  optionalSession,
  requireSession,
  type Auth,
  type AuthedEnv,
  type MaybeAuthedEnv,
} from '../auth/index.ts';
import * as service from './service.ts';

export function meRoutes(deps: { db: Db; auth: Auth }) {
  const signedIn = requireSession(deps.auth);

  const getMe = createRoute({
    method: 'get',
    path: '/api/me',
    tags: ['Me'],
    summary: 'The signed-in member: account, profile, roles, access and survey routing',
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'Signed in', content: jsonContent(meSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const getSession = createRoute({
    method: 'get',
    path: '/api/session',
    tags: ['Me'],
    summary: 'The signed-in member as GET /api/me answers it, or null for a visitor (never 401)',
    middleware: [optionalSession(deps.auth)] as const,
    responses: {
      200: { description: 'The member, or null', content: jsonContent(currentSessionSchema) },
    },
  });

  const markSurveyShown = createRoute({
    method: 'post',
    path: '/api/me/first-login-survey-shown',
    tags: ['Me'],
    summary: 'Record that the first-time survey was shown, so the member is not sent there again',
    middleware: [signedIn] as const,
    responses: {
      200: {
        description: 'The survey flags after the change',
        content: jsonContent(surveyFlagsResponseSchema),
      },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const visitorsToo = createRouter<MaybeAuthedEnv>().openapi(getSession, async (c) => {
    const user = c.get('user');
    return c.json({ me: user ? await service.getMe(deps.db, user) : null }, 200);
  });

  const membersOnly = createRouter<AuthedEnv>()
    .openapi(getMe, async (c) => c.json(await service.getMe(deps.db, c.get('user')), 200))
    .openapi(markSurveyShown, async (c) =>
      c.json(await service.markFirstLoginSurveyShown(deps.db, c.get('user').id), 200),
    );
  return createRouter().route('/', visitorsToo).route('/', membersOnly);
}
