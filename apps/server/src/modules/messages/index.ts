import { defineModule } from '../manifest.ts';
import { messagesRoutes } from './routes.ts';

// The messages module's manifest (modules/manifest.ts).
export const messagesModule = defineModule({
  name: 'messages',
  routes: ({ db, auth, realtime }) => [messagesRoutes({ db, auth, realtime })],
});
