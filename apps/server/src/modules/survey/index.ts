import { defineModule } from '../manifest.ts';
import { createInterestSuggester } from '../../platform/interests/index.ts';
import { surveyRoutes } from './routes.ts';

// The survey module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const surveyModule = defineModule({
  name: 'survey',
  routes: ({ db, auth, interestSuggester }) => [
    surveyRoutes({ db, auth, suggester: interestSuggester ?? createInterestSuggester() }),
  ],
});
