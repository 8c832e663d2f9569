import {
  memberVerificationSchema,
  myVerificationsSchema,
  type MemberVerification,
} from '@swapyard/domain/verifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

export const myVerificationsQueryKey = ['verifications', 'mine'] as const;

/** GET /api/me/verifications (docs/product/verification.md, "Your verifications"). */
export const useMyVerifications = () =>
  useQuery({
    queryKey: myVerificationsQueryKey,
    queryFn: () => apiRequest('/me/verifications', myVerificationsSchema),
  });

/** The form as sent: its text fields and the photos, each in `documents`. */
export interface VerificationSubmission {
  fields: Record<string, string>;
  documents: File[];
}

/** POST /api/me/verifications as multipart; the list refreshes (and a staff member's own dashboard, if open). */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, documents }: VerificationSubmission): Promise<MemberVerification> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const file of documents) form.append('documents', file, file.name);
      return apiRequest('/me/verifications', memberVerificationSchema, { method: 'POST', body: form });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myVerificationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
      ]);
    },
  });
}
