import { defineModule } from '../manifest.ts';
import { DEFAULT_SUPPORT_EMAIL } from '../../config.ts';
import { supportRoutes } from './routes.ts';

// The support module's manifest (modules/manifest.ts).
export const supportModule = defineModule({
  name: 'support',
  routes: ({ db, auth, mailer, supportEmail, rateLimitStore }) => [
    supportRoutes({ db, auth, mailer, supportEmail: supportEmail ?? DEFAULT_SUPPORT_EMAIL, rateLimitStore }),
  ],
});
