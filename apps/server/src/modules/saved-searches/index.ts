import { defineModule } from '../manifest.ts';
import { savedSearchesRoutes } from './routes.ts';

// The saved searches module's manifest (docs/product/search.md, "Saved searches").
export const savedSearchesModule = defineModule({
  name: 'saved-searches',
  routes: ({ db, auth }) => [savedSearchesRoutes({ db, auth })],
});
