import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (spec §9: suggestions 500 ms after typing stops). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
