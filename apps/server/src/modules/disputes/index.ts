import { defineModule } from '../manifest.ts';
import { disputesRoutes } from './routes.ts';

// The disputes module's manifest (modules/manifest.ts).
export const disputesModule = defineModule({
  name: 'disputes',
  routes: ({ db, auth, storage, realtime, logger }) => [
    disputesRoutes({ db, auth, storage, realtime, logger }),
  ],
});
