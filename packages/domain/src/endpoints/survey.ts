import { endpoint } from '../endpoint.ts';
import {
  interestSuggestionsRequestSchema,
  interestSuggestionsResponseSchema,
  memberInterestsSchema,
  saveInterestsRequestSchema,
  MAX_AI_SUGGESTIONS,
  MAX_BUILT_IN_SUGGESTIONS,
} from '../survey.ts';

export const surveyEndpoints = {
  getInterests: endpoint({
    method: 'get',
    path: '/api/me/interests',
    tags: ['Survey'],
    summary: "The signed-in member's survey answers (every category, blank ones empty) and survey flags",
    answers: { 200: { description: 'The answers', schema: memberInterestsSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  saveInterests: endpoint({
    method: 'put',
    path: '/api/me/interests',
    tags: ['Survey'],
    summary: 'Save the whole survey: marks it completed, and in first-time mode also shown',
    description:
      'Interests are trimmed and deduplicated per category (any case); categories may be left out or empty. ' +
      'Skipping the first-time survey is POST /api/me/first-login-survey-shown.',
    body: saveInterestsRequestSchema,
    answers: { 200: { description: 'The answers as saved', schema: memberInterestsSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
  suggest: endpoint({
    method: 'post',
    path: '/api/interests/suggestions',
    tags: ['Survey'],
    summary: `Interests to offer for what the member typed in one category (at most ${MAX_AI_SUGGESTIONS} suggested + ${MAX_BUILT_IN_SUGGESTIONS} built-in)`,
    body: interestSuggestionsRequestSchema,
    answers: { 200: { description: 'Suggestions, best first', schema: interestSuggestionsResponseSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  }),
};
