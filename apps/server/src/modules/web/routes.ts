import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http-context.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const missingBuild = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Swapyard</title></head>
<body style="font-family:system-ui,sans-serif;max-width:640px;margin:48px auto;padding:0 16px">
<h1>Swapyard</h1>
<p>The server is running, but the web app has not been built yet. Run <code>npm run build</code>, then reload.</p>
<p>The API is up: <a href="/api/health">/api/health</a> · <a href="/api/docs">/api/docs</a></p>
</body></html>`;

const isServerPath = (p: string) =>
  p === '/api' || p.startsWith('/api/') || p === '/dev' || p.startsWith('/dev/');

/**
 * The built web app. Hashed files under /assets are cached for a year; everything else (index.html, icons,
 * manifest) is revalidated on every load so a deploy shows up at once. Any other GET that is not an API path is
 * the single-page app's own route: index.html.
 */
export function webRoutes(webDist: string) {
  const router = new Hono<AppEnv>();
  // Created on first use: serveStatic complains at construction when the directory does not exist yet.
  let files: ReturnType<typeof serveStatic<AppEnv>> | undefined;
  const indexFile = path.join(webDist, 'index.html');

  router.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    // Checked per request: building the web app while the server runs needs no restart.
    if (!existsSync(indexFile)) return c.html(missingBuild, 200, { 'Cache-Control': 'no-cache' });

    files ??= serveStatic<AppEnv>({ root: webDist });
    let missing = false;
    const found = await files(c, async () => {
      missing = true;
    });
    if (!missing && found) {
      found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return found;
    }
    // A missing hashed file is a stale page asking for an old build: a 404 beats HTML served as JavaScript.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    return c.html(await readFile(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
  });
  return router;
}
