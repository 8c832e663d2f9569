import { verificationsEndpoints } from '@swapyard/domain/endpoints/verifications';
import type { MemberVerification } from '@swapyard/domain/verifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

export const myVerificationsQueryKey = ['verifications', 'mine'] as const;

/** The member's own verifications, newest first (docs/product/verification.md, "Your verifications"). */
export const useMyVerifications = () =>
  useQuery({
    queryKey: myVerificationsQueryKey,
    queryFn: () => callEndpoint(verificationsEndpoints.listMine),
  });

/** The form as sent: its text fields and the photos, each in `documents`. */
export interface VerificationSubmission {
  fields: Record<string, string>;
  documents: File[];
}

/** Submits a verification as multipart; the list refreshes (and a staff member's own dashboard, if open). */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, documents }: VerificationSubmission): Promise<MemberVerification> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of documents) form.append('documents', file, file.name);
      return callEndpoint(verificationsEndpoints.submit, { body: form });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myVerificationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
      ]);
    },
  });
}
