/** The message public/sw.js posts to a tab when one of our notifications is clicked. */
export const NAVIGATE_MESSAGE = 'swapyard:navigate';

/**
 * Production builds only: in development Vite serves modules that change on every edit, which a caching worker
 * would only get in the way of. Called once the page has loaded (see ../shell), so it never slows the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

/** A same-origin path from the worker's message, or null for anything else. */
export function navigationTarget(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== NAVIGATE_MESSAGE || typeof url !== 'string') return null;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
