import { createRoute } from '@hono/zod-openapi';
import {
  interestSuggestionsRequestSchema,
  interestSuggestionsResponseSchema,
  memberInterestsSchema,
  saveInterestsRequestSchema,
  MAX_AI_SUGGESTIONS,
  MAX_BUILT_IN_SUGGESTIONS,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { InterestSuggester } from '../../platform/interests/index.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';

export function surveyRoutes(deps: { db: Db; auth: Auth; suggester: InterestSuggester }) {
  const { db, suggester } = deps;
  const signedIn = requireSession(deps.auth);

  const getInterests = createRoute({
    method: 'get',
    path: '/api/me/interests',
    tags: ['Survey'],
    summary: "The signed-in member's survey answers (every category, blank ones empty) and survey flags",
    middleware: [signedIn] as const,
    responses: {
      200: { description: 'The answers', content: jsonContent(memberInterestsSchema) },
      ...errorResponses('UNAUTHENTICATED'),
    },
  });

  const saveInterests = createRoute({
    method: 'put',
    path: '/api/me/interests',
    tags: ['Survey'],
    summary: 'Save the whole survey: marks it completed, and in first-time mode also shown',
    description:
      'Interests are trimmed and deduplicated per category (any case); categories may be left out or empty. ' +
      'Skipping the first-time survey is POST /api/me/first-login-survey-shown.',
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(saveInterestsRequestSchema), required: true } },
    responses: {
      200: { description: 'The answers as saved', content: jsonContent(memberInterestsSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  const suggest = createRoute({
    method: 'post',
    path: '/api/interests/suggestions',
    tags: ['Survey'],
    summary: `Interests to offer for what the member typed in one category (at most ${MAX_AI_SUGGESTIONS} suggested + ${MAX_BUILT_IN_SUGGESTIONS} built-in)`,
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(interestSuggestionsRequestSchema), required: true } },
    responses: {
      200: {
        description: 'Suggestions, best first',
        content: jsonContent(interestSuggestionsResponseSchema),
      },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED'),
    },
  });

  return createRouter<AuthedEnv>()
    .openapi(getInterests, async (c) => c.json(await service.getInterests(db, c.get('user').id), 200))
    .openapi(saveInterests, async (c) =>
      c.json(await service.saveInterests(db, c.get('user').id, c.req.valid('json')), 200),
    )
    .openapi(suggest, async (c) =>
      c.json(
        await service.suggestInterests(suggester, c.req.valid('json'), (err) =>
          c.get('logger').warn({ err }, 'interest suggester failed; answering the built-in matches only'),
        ),
        200,
      ),
    );
}
