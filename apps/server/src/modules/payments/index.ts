import { defineModule } from '../manifest.ts';
import { paymentsRoutes, STRIPE_WEBHOOK_PATH } from './routes.ts';

// The payments module's manifest (modules/manifest.ts).
export const paymentsModule = defineModule({
  name: 'payments',
  webhookPaths: [STRIPE_WEBHOOK_PATH],
  routes: ({ db, auth, payments, config, origins, payoutsAvailable, realtime }) => [
    paymentsRoutes({
      db,
      auth,
      provider: payments,
      publicUrl: config.publicUrl,
      browserOrigin: origins.browserOrigin,
      payoutsAvailable,
      realtime,
    }),
  ],
});
