import type { AuditSubjectType } from '@swapyard/domain/audit';
import { adminEndpoints } from '@swapyard/domain/endpoints/admin';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminQueryRoot } from '@/lib/query-keys';

/** Whose trail: one case, or everything staff did about one member. */
export type AuditScope = { subjectType: AuditSubjectType; subjectId: string } | { userId: string };

const query = (scope: AuditScope) =>
  'userId' in scope
    ? { userId: scope.userId }
    : { subjectType: scope.subjectType, subjectId: scope.subjectId };

/** Staff actions on a case or about a member, newest first (docs/product/moderation.md, "Audit log"). */
export const useAuditTrail = (scope: AuditScope) =>
  useQuery({
    queryKey: [...adminQueryRoot, 'audit', scope],
    queryFn: () => callEndpoint(adminEndpoints.listAudit, { query: query(scope) }),
  });
