import { defineModule } from '../manifest.ts';
import { OutboxMailer } from '../../platform/mail/index.ts';
import { devMailRoutes } from './routes.ts';

// The dev-mail module's manifest (modules/manifest.ts).
export const devMailModule = defineModule({
  name: 'dev-mail',
  // Loopback requests only (devMailRoutes); config refuses DEV_PAGES in production, checked here once more.
  routes: ({ config, mailer }) =>
    config.devPages && !config.isProduction && mailer instanceof OutboxMailer ? [devMailRoutes(mailer)] : [],
});
