import { isEmailIdentifier, type SignInInput } from '@swapyard/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';

export type SignInOutcome = { twoFactorRequired: boolean };

/** POST /api/auth/sign-in/email or /sign-in/username: one field takes either, told apart by an '@'. */
export async function signIn({ identifier, password }: SignInInput): Promise<SignInOutcome> {
  const id = identifier.trim();
  const data = unwrapAuth(
    isEmailIdentifier(id)
      ? await authClient.signIn.email({ email: id, password })
      : await authClient.signIn.username({ username: id, password }),
  );
  // A member enrolled in two-factor gets no session yet, only a pending challenge.
  const twoFactorRequired = !!data && 'twoFactorRedirect' in data && data.twoFactorRedirect === true;
  return { twoFactorRequired };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
