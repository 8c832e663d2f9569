import { defineModule } from '../manifest.ts';
import { purposeHandlers } from './purposes.ts';
import { paymentsRoutes, STRIPE_WEBHOOK_PATH } from './routes.ts';

export { paymentHooks, type CheckoutPurposeHandler, type PurposeCompletion } from './purposes.ts';

// The payments module's manifest (modules/manifest.ts).
export const paymentsModule = defineModule({
  name: 'payments',
  webhookPaths: [STRIPE_WEBHOOK_PATH],
  routes: ({ db, auth, payments, config, origins, payoutsAvailable, realtime, logger, hooks }) => [
    paymentsRoutes({
      db,
      auth,
      provider: payments,
      publicUrl: config.publicUrl,
      browserOrigin: origins.browserOrigin,
      payoutsAvailable,
      realtime,
      purposes: purposeHandlers({ db, hooks, realtime, logger }),
    }),
  ],
});
