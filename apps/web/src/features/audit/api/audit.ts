import { auditListSchema, type AuditSubjectType } from '@swapyard/domain/audit';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** Whose trail: one case, or everything staff did about one member. */
export type AuditScope = { subjectType: AuditSubjectType; subjectId: string } | { userId: string };

const search = (scope: AuditScope) =>
  'userId' in scope
    ? `userId=${encodeURIComponent(scope.userId)}`
    : `subjectType=${scope.subjectType}&subjectId=${encodeURIComponent(scope.subjectId)}`;

/** GET /api/admin/audit (docs/product/moderation.md, "Audit log"). */
export const useAuditTrail = (scope: AuditScope) =>
  useQuery({
    queryKey: [...adminQueryRoot, 'audit', scope],
    queryFn: () => apiRequest(`/admin/audit?${search(scope)}`, auditListSchema),
  });
