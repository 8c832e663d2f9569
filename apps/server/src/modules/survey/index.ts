import { defineModule } from '../manifest.ts';
import { createInterestSuggester } from '../../platform/interests/index.ts';
import { surveyRoutes } from './routes.ts';

// The survey module's manifest (modules/manifest.ts).
export const surveyModule = defineModule({
  name: 'survey',
  routes: ({ db, auth, interestSuggester }) => [
    surveyRoutes({ db, auth, suggester: interestSuggester ?? createInterestSuggester() }),
  ],
});
