import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the header/bottom-nav and popover/sheet switch happens here. */
export const DESKTOP_QUERY = '(min-width: 768px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
