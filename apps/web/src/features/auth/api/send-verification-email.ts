import { appRoutes } from '@swapyard/domain/routes';
import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/** POST /api/auth/send-verification-email: a fresh confirmation link for someone who lost the first one. */
export async function sendVerificationEmail(email: string) {
  unwrapAuth(await authClient.sendVerificationEmail({ email, callbackURL: appRoutes.survey }));
}

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });
