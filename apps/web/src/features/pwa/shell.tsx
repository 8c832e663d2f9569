// The app shell's entry to the installable-app feature, rendered once by the root layout. It is in the home route's
// JavaScript, so it only starts listening for the browser's install offer (which can come before anything renders)
// and, once the page has loaded, brings in the rest: service worker, install reminder, browser notifications.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import './lib/install-prompt';

const PwaHost = lazy(() => import('./components/pwa-host'));

const subscribeToLoad = (onLoad: () => void) => {
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
};
const pageLoaded = () => document.readyState === 'complete';
// Nothing on the server, nor while the browser hydrates the server's render (docs/decisions/017).
const notLoadedYet = () => false;

export function PwaShell() {
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, notLoadedYet);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaHost />
    </Suspense>
  );
}
