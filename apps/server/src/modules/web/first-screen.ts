import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/http-context.ts';

/** Asks the app's own API in-process, as the browser would (see app.ts). */
export type AskApi = (path: string, headers: Headers, env: unknown) => Promise<Response>;

/** The web app's server entry (apps/web/src/entry-server.tsx), as built by `vite build --ssr`. */
interface ServerEntry {
  apiPathsFor(url: string): Record<string, string> | null;
  render(
    url: string,
    answers: Record<string, unknown>,
  ): Promise<{ html: string; stateElement: string } | null>;
}

/**
 * A render that takes longer than this is dropped for the plain page: the point is a faster first paint, and the
 * browser can fetch the same data itself. A render takes tens of milliseconds (the API's two answers and React);
 * loading the bundle, once, is not counted.
 */
export const FIRST_SCREEN_BUDGET_MS = 1500;
/** Request headers the API's answer depends on: the session cookie, and the client's address behind a proxy. */
const FORWARDED_HEADERS = ['cookie', 'x-forwarded-for'];
const ROOT = '<div id="root"></div>';

/**
 * The home feed's first screen rendered on the server (docs/decisions/017), put into index.html. The web app's
 * entry says which pages it renders and what to ask the API for them. The bundle sits
 * beside the web build (`dist-server` next to `dist`) and is reloaded when a new build replaces it, as index.html
 * is read per request. Anything that goes wrong (no bundle, an API error, a slow database) gives null: the server
 * sends the plain page and the browser renders it as it always could.
 */
export function firstScreenRenderer(webDist: string, askApi: AskApi, budgetMs = FIRST_SCREEN_BUDGET_MS) {
  const bundle = path.resolve(webDist, '..', 'dist-server', 'entry-server.js');
  const indexFile = path.join(webDist, 'index.html');
  let loaded: { builtAt: number; entry: Promise<ServerEntry> } | undefined;

  async function serverEntry(): Promise<ServerEntry | null> {
    const built = await stat(bundle).catch(() => null);
    if (!built) return null;
    if (loaded?.builtAt !== built.mtimeMs) {
      const entry = import(`${pathToFileURL(bundle).href}?built=${built.mtimeMs}`) as Promise<ServerEntry>;
      loaded = { builtAt: built.mtimeMs, entry };
    }
    return loaded.entry;
  }
  // Loaded now, not by the first visitor: importing the bundle takes longer than rendering with it.
  serverEntry().catch(() => undefined);

  async function askAll(c: Context<AppEnv>, paths: Record<string, string>) {
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const answers = await Promise.all(
      Object.entries(paths).map(async ([key, apiPath]) => {
        const res = await askApi(apiPath, headers, c.env);
        if (!res.ok) throw new Error(`${apiPath} answered ${res.status}`);
        return [key, await res.json()] as const;
      }),
    );
    return Object.fromEntries(answers);
  }

  async function renderPage(c: Context<AppEnv>, entry: ServerEntry): Promise<string | null> {
    const url = c.req.url;
    const paths = entry.apiPathsFor(url);
    if (!paths) return null;
    const [indexHtml, answers] = await Promise.all([readFile(indexFile, 'utf8'), askAll(c, paths)]);
    if (!indexHtml.includes(ROOT)) return null;
    const rendered = await entry.render(url, answers);
    if (!rendered) return null;
    // A function, not a string: '$&' or '$$' in a listing's title must not be read as a replacement pattern.
    return indexHtml.replace(ROOT, () => `<div id="root">${rendered.html}</div>${rendered.stateElement}`);
  }

  /** index.html with the first screen in it, or null for the plain page (any page not rendered on the server). */
  return async function renderedPage(c: Context<AppEnv>): Promise<string | null> {
    let entry: ServerEntry | null;
    try {
      entry = await serverEntry();
    } catch (error) {
      c.get('logger').warn({ err: error }, 'the first-screen bundle could not be loaded');
      return null;
    }
    if (!entry) return null;
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        c.get('logger').warn({ path: c.req.path }, 'first screen took too long; the plain page was sent');
        resolve(null);
      }, budgetMs);
    });
    try {
      return await Promise.race([renderPage(c, entry), tooSlow]);
    } catch (error) {
      c.get('logger').warn({ err: error, path: c.req.path }, 'first screen not rendered on the server');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
