import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** POST /api/auth/two-factor/verify-totp: completes a sign-in that answered `twoFactorRedirect`. */
export async function verifyTotp(code: string) {
  unwrapAuth(await authClient.twoFactor.verifyTotp({ code }));
}

export const useVerifyTotp = () => useMutation({ mutationFn: verifyTotp });
