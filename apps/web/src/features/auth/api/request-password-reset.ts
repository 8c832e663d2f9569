import { appRoutes } from '@swapyard/domain/routes';
import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** POST /api/auth/request-password-reset: the mailed link comes back to /auth/reset-password?token=… */
export async function requestPasswordReset(email: string) {
  unwrapAuth(await authClient.requestPasswordReset({ email, redirectTo: appRoutes.resetPassword }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
