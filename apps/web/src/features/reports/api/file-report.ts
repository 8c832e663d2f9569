import { reportsEndpoints } from '@swapyard/domain/endpoints/reports';
import type { CreateReport, FiledReport } from '@swapyard/domain/reports';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** What is reported: an item (by id) or a member (by id or username). */
export type ReportSubject = { kind: 'item'; id: string } | { kind: 'user'; id: string };

/** Files a report about an item or a member, pending review (docs/product/moderation.md, "Reports"). */
export function fileReport(subject: ReportSubject, body: CreateReport): Promise<FiledReport> {
  const declaration = subject.kind === 'item' ? reportsEndpoints.reportItem : reportsEndpoints.reportMember;
  return callEndpoint(declaration, { params: { id: subject.id }, body });
}

export const useFileReport = (subject: ReportSubject) =>
  useMutation({ mutationFn: (body: CreateReport) => fileReport(subject, body) });
