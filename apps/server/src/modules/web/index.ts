import { defineModule } from '../manifest.ts';
import { webRoutes } from './routes.ts';

// The web app's pages, last of all. The home feed's first screen is rendered from what the API answers the
// browser's cookie (docs/decisions/017).
export const webModule = defineModule({
  name: 'web',
  pages: ({ config, askApi, firstScreenBudgetMs }) => [
    webRoutes(config.webDist, askApi, firstScreenBudgetMs),
  ],
});
