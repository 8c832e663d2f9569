import { hydrate } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createRouter } from './router';
import type { ServerState } from './server-state';

/** `serverState`: what the server rendered the first screen from, when it did (see entry-server.tsx). */
export function App({ serverState }: { serverState?: ServerState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (serverState) hydrate(client, serverState.queries);
    return client;
  });
  const [router] = useState(() => createRouter(queryClient, serverState?.router));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
