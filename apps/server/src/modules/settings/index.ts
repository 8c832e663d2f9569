import { defineModule } from '../manifest.ts';
import { settingsRoutes } from './routes.ts';

// The settings module's manifest (modules/manifest.ts).
// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const settingsModule = defineModule({
  name: 'settings',
  routes: ({ db, auth }) => [settingsRoutes({ db, auth })],
});
