import type { SignUpInput } from '@swapyard/domain/auth';
import { appRoutes } from '@swapyard/domain/routes';
import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

/**
 * POST /api/auth/sign-up/email. No session is created until the e-mail is confirmed; the confirmation link signs
 * the member in and lands on the survey (docs/product/accounts.md, "Signing up").
 */
export async function signUp({ fullName, username, email, password }: SignUpInput) {
  unwrapAuth(
    await authClient.signUp.email({
      email,
      password,
      name: fullName,
      username,
      callbackURL: appRoutes.survey,
    }),
  );
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
