// The notifications module's surface beyond its service: the texts of the money notifications other modules write
// in their own transactions (payments, withdrawals).
export { topUpNotification, withdrawalCompletedNotification, withdrawalFailedNotification } from './texts.ts';

import { defineModule } from '../manifest.ts';
import { alertDigestJob } from './digest.ts';
import { notificationsRoutes } from './routes.ts';

// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';
export { createAlert, sendAlertDigests } from './digest.ts';
export { emailOf } from './queries.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: ({ db, auth, realtime }) => [notificationsRoutes({ db, auth, realtime })],
  recurring: ({ mailer, config, logger }) => [
    alertDigestJob({ mailer, publicUrl: config.publicUrl, logger }),
  ],
});
