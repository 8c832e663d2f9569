// The app shell's entry to the installable-app feature, rendered once by the root layout. It is in the home route's
// JavaScript, so it only starts listening for the browser's install offer (which can come before anything renders)
// and, once the page has loaded, brings in the rest: service worker, install reminder, browser notifications.
import { lazy, Suspense, useEffect, useState } from 'react';
import './lib/install-prompt';

const PwaHost = lazy(() => import('./components/pwa-host'));

export function PwaShell() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');

  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaHost />
    </Suspense>
  );
}
