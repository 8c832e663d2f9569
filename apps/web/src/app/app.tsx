import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* theme="system" follows prefers-color-scheme like the rest of the app. */}
      <Toaster richColors closeButton theme="system" position="top-center" />
    </QueryClientProvider>
  );
}
