import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuth } from '@/lib/auth-client';
import { meQueryKey } from '@/lib/query-keys';

/** POST /api/auth/two-factor/verify-totp while signed in: the first code from the app turns two-factor on. */
export async function confirmTwoFactor(code: string): Promise<void> {
  unwrapAuth(await authClient.twoFactor.verifyTotp({ code }));
}

/** Refreshes the member (`twoFactorEnabled`) so every screen shows the new state. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
