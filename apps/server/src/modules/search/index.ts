import { defineModule } from '../manifest.ts';
import { searchRoutes } from './routes.ts';

// The search module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';
export { countNewMatches } from './results.ts';
export {
  alertMatcherOf,
  matchesNothing,
  refreshAlertPlaces,
  savedSearchesMatching,
  type AlertMatcher,
  type ListingAlerts,
} from './alerts.ts';

export const searchModule = defineModule({
  name: 'search',
  routes: ({ db, auth }) => [searchRoutes({ db, auth })],
});
