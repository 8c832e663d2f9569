import { filedReportSchema, type CreateReport, type FiledReport } from '@swapyard/domain/reports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What is reported: an item (by id) or a member (by id or username). */
export type ReportSubject = { kind: 'item'; id: string } | { kind: 'user'; id: string };

/** POST /api/items/{id}/reports or /api/users/{id}/reports (docs/product/moderation.md, "Reports"). */
export function fileReport(subject: ReportSubject, body: CreateReport): Promise<FiledReport> {
  const path = `/${subject.kind === 'item' ? 'items' : 'users'}/${encodeURIComponent(subject.id)}/reports`;
  return apiRequest(path, filedReportSchema, { method: 'POST', body });
}

export const useFileReport = (subject: ReportSubject) =>
  useMutation({ mutationFn: (body: CreateReport) => fileReport(subject, body) });
