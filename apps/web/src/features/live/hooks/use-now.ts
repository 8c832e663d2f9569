import { useEffect, useState } from 'react';

/**
 * This device's clock, read again every `intervalMs` while `enabled` (a countdown's tick). Read as of each render,
 * not of the last tick: a countdown that starts showing (an auction just started, an end time just extended) is
 * right at once, where a clock kept from the last tick read early by up to the time since the component appeared.
 */
export function useNow(intervalMs: number, enabled = true): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  // A clock is the one hook whose value is meant to differ between renders: it is the time of the render.
  // eslint-disable-next-line react-hooks/purity
  return Date.now();
}
