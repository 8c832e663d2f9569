import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is checked again after it. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Whether the moment `iso` has passed, turning true on its own when it does while the page is open. */
export function usePassed(iso: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const at = iso ? Date.parse(iso) : Number.NaN;
  const passed = !Number.isNaN(at) && at <= now;
  useEffect(() => {
    if (Number.isNaN(at) || passed) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - Date.now() + 100, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [at, passed]);
  return passed;
}
