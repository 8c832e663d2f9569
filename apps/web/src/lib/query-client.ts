import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * Client errors (4xx) are answers, not glitches: retrying them only delays the message. Network blips and 5xx get
 * two more tries.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
