import { defineModule } from '../manifest.ts';
import { disputesRoutes } from './routes.ts';

// The disputes module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const disputesModule = defineModule({
  name: 'disputes',
  routes: ({ db, auth, storage, realtime, logger }) => [
    disputesRoutes({ db, auth, storage, realtime, logger }),
  ],
});
