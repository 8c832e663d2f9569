/** Header badges cap at 99 ('99+' above 99; docs/product/app-shell.md); zero shows no badge. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/**
 * `make()`, called on first use and kept. For the `Intl` formatters of texts: a page's first `Intl` object costs
 * 30–60 ms (the browser loads its locale data), so modules make theirs when a text first needs one, not as they load.
 */
export function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
