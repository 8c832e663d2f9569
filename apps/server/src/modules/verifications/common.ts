import { verificationTexts, type VerificationStatus } from '@swapyard/domain';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { jobKind } from '../../platform/jobs/index.ts';
import type { VerificationRow } from './queries.ts';

/** What the member side (service.ts) and the staff side (staff.ts) share (docs/product/verification.md). */

export const verificationNotFound = () => new AppError('NOT_FOUND', verificationTexts.notFound);

/** Pending while neither stamp is set; the database allows at most one of them. */
export function statusOf(row: Pick<VerificationRow, 'verifiedAt' | 'rejectedAt'>): VerificationStatus {
  if (row.verifiedAt) return 'verified';
  if (row.rejectedAt) return 'rejected';
  return 'pending';
}

/** The delayed job enqueued with each decision: the documents go 30 days later ("Retention"). */
export const REMOVE_DOCUMENTS_JOB = 'verification.remove_documents';
/** Ids as strings: removeDocuments refuses any that is not a uuid, so no path is built from it. */
export const removeDocumentsJob = jobKind(
  REMOVE_DOCUMENTS_JOB,
  z.object({ verificationId: z.string(), userId: z.string() }),
);
