import { itemHooks } from '../items/index.ts';
import { defineModule } from '../manifest.ts';
import { adminRoutes } from './routes.ts';

// The admin module's manifest (modules/manifest.ts).
export const adminModule = defineModule({
  name: 'admin',
  routes: ({ db, auth, database, mailer, storage, realtime, logger, hooks }) => [
    adminRoutes({
      db,
      auth,
      ping: () => database.ping(),
      mailer,
      storage,
      realtime,
      logger,
      auctionGuard: hooks.find(itemHooks.auctionGuard),
      onSwapChanged: hooks.sequence(itemHooks.swapChanged),
      onListed: hooks.sequence(itemHooks.listed),
    }),
  ],
});
