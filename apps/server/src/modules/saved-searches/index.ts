import { provide } from '../../platform/hooks.ts';
import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { alertUpkeepJob, enqueueListingMatch, savedSearchJobs } from './alerts.ts';
import { savedSearchesRoutes } from './routes.ts';

// The saved searches module's manifest (docs/product/search.md, "Saved searches" and "Alerts").
export const savedSearchesModule = defineModule({
  name: 'saved-searches',
  provides: () => [provide(itemHooks.listed, enqueueListingMatch)],
  routes: ({ db, auth }) => [savedSearchesRoutes({ db, auth })],
  jobs: ({ realtime, logger }) => savedSearchJobs({ realtime, logger }),
  recurring: ({ logger }) => [alertUpkeepJob(logger)],
});
