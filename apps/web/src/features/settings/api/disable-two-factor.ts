import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/query-keys';

/** POST /api/auth/two-factor/disable: needs the password; sign-in is one step again. */
export async function disableTwoFactor(password: string): Promise<void> {
  unwrapAuth(await authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
