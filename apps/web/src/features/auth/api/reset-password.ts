import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** POST /api/auth/reset-password with the token from the recovery link. */
export async function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  unwrapAuth(await authClient.resetPassword({ token, newPassword }));
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
