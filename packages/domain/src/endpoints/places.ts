import { endpoint } from '../endpoint.ts';
import { PLACE_SUGGESTIONS_LIMIT, placeListSchema, placeQuerySchema } from '../places.ts';

// Places are public facts (a city and its country): anyone may look one up.
export const placesEndpoints = {
  search: endpoint({
    method: 'get',
    path: '/api/places',
    tags: ['Places'],
    summary: `Cities and towns whose name starts with the text, most populous first, at most ${PLACE_SUGGESTIONS_LIMIT}; close names when none does`,
    query: placeQuerySchema,
    answers: { 200: { description: 'Matching places, or suggestions', schema: placeListSchema } },
    errors: ['VALIDATION_FAILED'],
  }),
};
