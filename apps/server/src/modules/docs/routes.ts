import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../../platform/http-context.ts';

/** Swagger UI's files, served from node_modules: the reference works offline (no CDN). */
const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = new Set([
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

export const AUTH_OPENAPI_PATH = '/api/auth/open-api/generate-schema';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Swapyard API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
<link rel="stylesheet" href="/api/docs/assets/index.css" />
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
<style>.swapyard-note{font-family:system-ui,sans-serif;max-width:1460px;margin:12px auto;padding:0 20px;color:#3b4151}</style>
</head>
<body>
<p class="swapyard-note">
  Every Swapyard endpoint, generated from the zod contracts: <a href="/api/openapi.json">/api/openapi.json</a>.
  Accounts (<code>/api/auth/*</code>: sign-up, sign-in, e-mail confirmation, password reset, two-factor, sessions)
  belong to better-auth: pick <em>Accounts (better-auth)</em> in the top bar, or read
  <a href="${AUTH_OPENAPI_PATH}">its OpenAPI document</a>.
</p>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// A separate script file rather than inline code: the Content-Security-Policy allows no inline script. No online
// validator: its badge would send our OpenAPI document's address to swagger.io (the policy blocks the image anyway).
// Tags start collapsed: with every one of 130-odd operations expanded at once, Swagger UI 5.35 stopped rendering
// after the first few tags (seen in the browser journey), and a reader looks for one area anyway.
const init = `window.ui = SwaggerUIBundle({
  urls: [
    { url: '/api/openapi.json', name: 'Swapyard API' },
    { url: '${AUTH_OPENAPI_PATH}', name: 'Accounts (better-auth)' }
  ],
  'urls.primaryName': 'Swapyard API',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  layout: 'StandaloneLayout',
  validatorUrl: null
});
`;

export function docsRoutes() {
  const router = new Hono<AppEnv>();
  router.get('/api/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
  router.get('/api/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(init);
  });
  router.get('/api/docs/assets/:file', async (c, next) => {
    const file = c.req.param('file');
    if (!assets.has(file)) return next();
    const body = await readFile(path.join(swaggerDir, file));
    c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(body);
  });
  return router;
}
