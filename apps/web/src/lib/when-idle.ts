/**
 * Runs `task` once the page has finished loading and the browser has a quiet moment, so optional code fetched
 * ahead of need never competes with what the first paint needs. Returns a cancel function (for effects).
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short delay after load stands in for it.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
