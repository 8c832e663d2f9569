import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

const TOASTS_TOP = 'calc(4rem + 0.5rem)';

/**
 * What surrounds the router, the same in the browser and in the server's render of the first screen (so hydration
 * finds the markup it expects).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
