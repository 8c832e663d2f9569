// Swapyard's service worker (registered by features/pwa in production builds).
//
// What it caches, and why:
// - The app shell: index.html and the hashed files it links, fetched on install, so the app opens offline. Pages
//   are network-first: a deploy shows up at once, and the cached shell is only the fallback when offline.
// - Hashed files under /assets/ (the build's JavaScript, CSS, fonts): cache-first, as their names change with
//   their content. Lazily loaded page chunks join the cache when first used; the oldest are trimmed.
// - The manifest and icons: network-first, cached for offline.
// - Never anything under /api or /dev, and never a non-GET or cross-origin request: those go straight to the
//   network untouched, so the app never sees stale API data (or a stale session).
//
// It also opens a browser notification's link when the notification is clicked. Plain JavaScript served as is:
// its URL (/sw.js) must stay the same across deploys. Bump VERSION when this file's caching changes.
const VERSION = 'v2';
const SHELL_CACHE = `swapyard-shell-${VERSION}`;
const ASSET_CACHE = `swapyard-assets-${VERSION}`;
// The plain page, never '/': the home paths come with the feed rendered for whoever asked (docs/decisions/017).
const SHELL_URL = '/index.html';
const HOME = '/';
const STATIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/badge-96.png',
];
// Chunks of a few past deploys fit; beyond this the oldest cached go first.
const MAX_ASSETS = 150;
const NAVIGATE_MESSAGE = 'swapyard:navigate';

const isServerPath = (path) =>
  path === '/api' || path.startsWith('/api/') || path === '/dev' || path.startsWith('/dev/');

/** The /assets/ files an index.html links (scripts, styles, module preloads). */
function linkedAssets(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) found.add(match[1]);
  return [...found];
}

async function precacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  // Icons and the manifest are nice to have offline; a missing one must not stop the install.
  await Promise.all(STATIC_FILES.map((url) => shell.add(url).catch(() => undefined)));
  const assets = await caches.open(ASSET_CACHE);
  await assets.addAll(linkedAssets(html));
}

async function trimAssets() {
  const assets = await caches.open(ASSET_CACHE);
  const keys = await assets.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => assets.delete(key)));
}

/**
 * Pages: the network first (keeping the shell fresh), the cached shell when offline. The navigation preload,
 * where the browser has it, fetches the page while this worker starts.
 */
async function navigate(request, event) {
  try {
    const response = (await event.preloadResponse) ?? (await fetch(request));
    const type = response.headers.get('content-type') ?? '';
    // A page rendered for one member (Cache-Control: private) is theirs: it never becomes the shell.
    const personal = /\bprivate\b/.test(response.headers.get('cache-control') ?? '');
    if (response.ok && type.startsWith('text/html') && !personal) {
      // Stored alongside, not before: the page is not held up by the cache write.
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((shell) => shell.put(SHELL_URL, copy)));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Hashed build files never change under one name: the cache first, the network once. */
async function hashedAsset(request, event) {
  const assets = await caches.open(ASSET_CACHE);
  const cached = await assets.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(assets.put(request, copy).then(trimAssets));
  }
  return response;
}

/** The manifest and icons: fresh when online, cached for offline. */
async function staticFile(request, event) {
  const shell = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) event.waitUntil(shell.put(request, response.clone()));
    return response;
  } catch (error) {
    const cached = await shell.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** The strategy for a request, or null to leave it to the browser (never cached). */
function strategyFor(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isServerPath(url.pathname)) return null;
  if (request.mode === 'navigate') return navigate;
  if (url.pathname.startsWith('/assets/')) return hashedAsset;
  if (STATIC_FILES.includes(url.pathname)) return staticFile;
  return null;
}

/** A notification's link as a path on this origin; anything else opens the home page. */
function notificationPath(data) {
  const link = data && typeof data.url === 'string' ? data.url : HOME;
  const url = new URL(link, self.location.origin);
  if (url.origin !== self.location.origin) return HOME;
  return url.pathname + url.search + url.hash;
}

/** Focus an open Swapyard tab and let its router go to the link (no reload); open a window when there is none. */
async function openNotification(notification) {
  const path = notificationPath(notification.data);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target =
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0];
  if (target) {
    await target.focus();
    target.postMessage({ type: NAVIGATE_MESSAGE, url: path });
    return;
  }
  await self.clients.openWindow(path);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('swapyard-') && !keep.has(name))
          .map((name) => caches.delete(name)),
      );
      if (self.registration?.navigationPreload) await self.registration.navigationPreload.enable();
      // Control the pages already open, so their notifications and offline shell work without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request);
  if (strategy) event.respondWith(strategy(event.request, event));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotification(event.notification));
});
