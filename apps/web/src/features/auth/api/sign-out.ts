import { authMessages } from '@swapyard/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/errors';
import { meQueryKey } from '@/lib/query-keys';

/**
 * POST /api/auth/sign-out, or revoke-sessions first to end every device's session ("sign out everywhere").
 */
export async function signOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  // Loaded on demand: the header offers sign-out on every page, and better-auth's client is not small.
  const { authClient, unwrapAuth } = await import('@/lib/auth-client');
  if (everywhere) unwrapAuth(await authClient.revokeSessions());
  unwrapAuth(await authClient.signOut());
}

/** Signs out, forgets everything cached for the member, and says goodbye (docs/product/accounts.md, "Sessions"). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      toast.success(authMessages.signedOut, { description: authMessages.signedOutText });
      navigate('/');
    },
    onError: (error) => {
      toast.error(authMessages.signOutFailed, { description: errorMessage(error) });
    },
  });
}
