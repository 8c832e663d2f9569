import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The real server entry of the web app (apps/web/src/entry-server.tsx), built as `npm run build` builds it, into a
// temporary web build beside a minimal index.html.
const webApp = fileURLToPath(new URL('../../../../web', import.meta.url));
const INDEX =
  '<!doctype html><title>Swapyard</title><div id="root"></div><script src="/assets/app.js"></script>';

let t: TestApp;
let build: string;
let owner: TestUser;
let reader: TestUser;
beforeAll(async () => {
  build = await mkdtemp(path.join(tmpdir(), 'web-build-'));
  await mkdir(path.join(build, 'dist'));
  await writeFile(path.join(build, 'dist/index.html'), INDEX);
  await promisify(execFile)(
    process.execPath,
    [
      path.join(webApp, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(build, 'dist-server'),
      '--logLevel',
      'error',
    ],
    { cwd: webApp, env: { ...process.env, NODE_ENV: 'production' } },
  ).catch((error: unknown) => {
    throw new Error(`building the web app's server entry failed: ${String(error)}`);
  });
  // What is rendered, not how fast: a busy CI machine may take more than the server's budget for a first render.
  t = await createTestApp({ config: { webDist: path.join(build, 'dist') }, firstScreenBudgetMs: 30_000 });
  owner = await createUser(t, { fullName: 'Olive Owner' });
  reader = await createUser(t, { fullName: 'Rita Reader' });
  await createItem(t, owner, { title: 'Green wool scarf' });
  await createItem(t, owner, { title: 'Scarf </script><script>alert(1)</script> \u2028 deal' });
  await createItem(t, owner, { title: 'Two for $$5, $& more' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(build, { recursive: true, force: true });
});

/** The markup inside #root, without the comments React puts between adjacent text parts ('Hi, <!-- -->Rita'). */
const rootOf = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
    .replaceAll('<!-- -->', '');
const stateOf = (html: string) => {
  const match = /<script type="application\/json" id="swapyard-state">(.*?)<\/script>/s.exec(html);
  return match
    ? (JSON.parse(match[1]!) as {
        queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
      })
    : null;
};

describe("the home feed's first screen, rendered by the server", () => {
  it('comes in the page for a visitor, with the data it was rendered from', async () => {
    const res = await t.client().get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const html = await res.text();
    expect(rootOf(html)).toContain('Green wool scarf');
    // A visitor's feed is not ranked for them, so it is not called their matches.
    expect(rootOf(html)).toContain('New in closets');
    expect(rootOf(html)).not.toContain('Your matches');
    const state = stateOf(html);
    const me = state?.queries.queries.find((q) => q.queryKey[0] === 'me');
    expect(me?.state.data).toBeNull();
    // The app's own script still follows, to take over the markup.
    expect(html).toContain('<script src="/assets/app.js"></script>');
  });

  it("is the member's own: their greeting, and a feed without their own items", async () => {
    const html = await (await (await signedInClient(t, reader)).get('/')).text();
    expect(rootOf(html)).toContain('Hi, Rita');
    expect(rootOf(html)).toContain('Your matches');
    expect(rootOf(html)).toContain('Green wool scarf');
    const own = await (await (await signedInClient(t, owner)).get('/')).text();
    expect(rootOf(own)).toContain('Hi, Olive');
    expect(rootOf(own)).not.toContain('Green wool scarf');
  });

  it('keeps text that looks like markup as text, in the page and in the data', async () => {
    const html = await (await t.client().get('/discovery')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(rootOf(html)).toContain('Scarf &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const feed = stateOf(html)?.queries.queries.find((q) => q.queryKey.includes('feed'));
    expect(JSON.stringify(feed?.state.data)).toContain(
      'Scarf </script><script>alert(1)</script> \u2028 deal',
    );
    // Dollar signs are text too, not patterns of the page's assembly.
    expect(rootOf(html)).toContain('Two for $$5, $&amp; more');
  });

  it('sends the plain page when the render runs over its budget', async () => {
    const impatient = await createTestApp({
      config: { webDist: path.join(build, 'dist') },
      firstScreenBudgetMs: 0,
    });
    try {
      const res = await impatient.client().get('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
      expect(impatient.logs.some((line) => /took too long/.test(String(line.msg)))).toBe(true);
    } finally {
      await impatient.close();
    }
  });

  it('leaves every other page, and a feed the API refuses, to the browser', async () => {
    // A category name longer than the API takes: GET /api/feed answers 400.
    for (const page of ['/wallet', '/index.html', `/discovery?category=${'x'.repeat(101)}`]) {
      const res = await t.client().get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(await res.text(), page).toBe(INDEX);
    }
  });
});
