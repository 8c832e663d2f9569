import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { createRouter } from './router';

const TOASTS_TOP = 'calc(4rem + 0.5rem)';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/*
        theme="system" follows prefers-color-scheme like the rest of the app. Below the 4rem header (and the Upload
        Item overlay's top bar of the same height), so a toast never hides Close, Upload or the header's buttons.
      */}
      <Toaster
        richColors
        closeButton
        theme="system"
        position="top-center"
        offset={{ top: TOASTS_TOP }}
        mobileOffset={{ top: TOASTS_TOP }}
      />
    </QueryClientProvider>
  );
}
