import { lazy, type ComponentType } from 'react';

/**
 * React.lazy plus `preload()`, so a menu or dialog can start downloading on hover or focus and open without a
 * visible delay on click. Overlays the shell shows on every page are loaded this way to keep the first load small.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // let a later attempt retry after a network failure
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
