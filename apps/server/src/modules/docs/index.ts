import { defineModule } from '../manifest.ts';
import { docsRoutes } from './routes.ts';

// The docs module's manifest (modules/manifest.ts).
export const docsModule = defineModule({
  name: 'docs',
  routes: () => [docsRoutes()],
});
