import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restored page may take to grow tall enough (its data from the cache, its images) for the position. */
const RESTORE_FOR_MS = 1500;

/**
 * Where the window is scrolled (docs/product/app-shell.md, "Routes"): a new page starts at the top; Back and Forward
 * return to where the page was left, so Back from an item lands on the same card of the feed. Changes of the query
 * string alone (a dialog in the URL) leave the scroll alone. The browser's own restoration is off: it would scroll
 * before the page it restores is drawn.
 */
export function useScrollMemory() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  /** The entry on screen. Updated as it is drawn, before any scroll it causes is reported. */
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Kept as the member scrolls: by the time a new page has rendered, the old one's position is gone.
    const remember = () => {
      if (shown.current) positions.current.set(shown.current.key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname };
    if (!previous || previous.pathname === pathname) return;
    const saved = navigationType === 'POP' ? positions.current.get(key) : undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return;
    }
    return restore(saved);
  }, [key, pathname, navigationType]);
}

/** Scrolls to `top` once the page is tall enough, giving up after RESTORE_FOR_MS or when the member scrolls. */
function restore(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchmove', stop);
    window.removeEventListener('keydown', stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchmove', stop, { passive: true });
  window.addEventListener('keydown', stop);
  attempt();
  return stop;
}
