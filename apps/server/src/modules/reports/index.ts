import { defineModule } from '../manifest.ts';
import { reportsRoutes } from './routes.ts';

// The reports module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const reportsModule = defineModule({
  name: 'reports',
  routes: ({ db, auth, realtime, logger, rateLimitStore }) => [
    reportsRoutes({ db, auth, realtime, logger, rateLimitStore }),
  ],
});
