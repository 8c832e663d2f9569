import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../platform/http-context.ts';
import { firstScreenRenderer, type AskApi } from './first-screen.ts';
import { precompressedVariant } from './precompressed.ts';

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
 * The built web app (docs/decisions/016). Hashed files under /assets are cached for a year; everything else
 * (index.html, the service worker, icons, manifest) is revalidated on every load so a deploy shows up at once. Text
 * files go out as the brotli or gzip copy written at build time when the client takes it. Any other GET that is
 * not an API path is the single-page app's own route: index.html, with the home feed's first screen rendered into
 * it on the home paths (docs/decisions/017).
 */
export function webRoutes(webDist: string, askApi: AskApi, firstScreenBudgetMs?: number) {
  const router = new Hono<AppEnv>();
  // Created on first use: serveStatic complains at construction when the directory does not exist yet.
  let files: ReturnType<typeof serveStatic<AppEnv>> | undefined;
  // Where serveStatic found each request's file (it resolves the path safely; we reuse its answer).
  const foundFiles = new WeakMap<Context, string>();
  const indexFile = path.join(webDist, 'index.html');
  const renderedPage = firstScreenRenderer(webDist, askApi, firstScreenBudgetMs);

  router.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    // Checked per request: building the web app while the server runs needs no restart.
    if (!existsSync(indexFile)) return c.html(missingBuild, 200, { 'Cache-Control': 'no-cache' });

    // A page of the app (no file name): the home feed's is rendered here (docs/decisions/017).
    if (c.req.method === 'GET' && !path.extname(c.req.path)) {
      const rendered = await renderedPage(c);
      // Rendered for this visitor or member (their feed): kept by no shared cache, revalidated like index.html.
      if (rendered) return c.html(rendered, 200, { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' });
    }
    files ??= serveStatic<AppEnv>({ root: webDist, onFound: (file, ctx) => void foundFiles.set(ctx, file) });
    let missing = false;
    const found = await files(c, async () => {
      missing = true;
    });
    const file = foundFiles.get(c);
    if (!missing && found && file) {
      found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      return precompressedVariant(c, found, file);
    }
    // A missing hashed file is a stale page asking for an old build: a 404 beats HTML served as JavaScript.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const app = c.html(await readFile(indexFile, 'utf8'), 200, { 'Cache-Control': 'no-cache' });
    return precompressedVariant(c, app, indexFile);
  });
  return router;
}
