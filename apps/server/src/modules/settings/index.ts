import { defineModule } from '../manifest.ts';
import { settingsRoutes } from './routes.ts';

// The settings module's manifest (modules/manifest.ts).
export const settingsModule = defineModule({
  name: 'settings',
  routes: ({ db, auth }) => [settingsRoutes({ db, auth })],
});
