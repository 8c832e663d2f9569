import { randomUUID } from 'node:crypto';
import {
  MY_VERIFICATIONS_LIMIT,
  VERIFICATION_MAX_DOCUMENTS,
  alreadyPendingText,
  alreadyVerifiedText,
  createVerificationSchema,
  verificationTexts,
  type MemberVerification,
  type MyVerifications,
  type VerificationDocumentSize,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { processImage } from '../../platform/images/index.ts';
import { handleJob, type JobDefinition } from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { isUuid } from '../../platform/pagination.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { Storage, StoredObject } from '../../platform/storage/index.ts';
import { readUploadedFiles, type UploadGate } from '../../platform/uploads/index.ts';
import * as profiles from '../profiles/index.ts';
import { removeDocumentsJob, statusOf, verificationNotFound } from './common.ts';
import { DOCUMENT_WIDTHS, documentsPrefix, storeDocuments } from './documents.ts';
import * as queries from './queries.ts';
import type { VerificationRow } from './queries.ts';

/**
 * Identity verifications, the member's side (docs/product/verification.md): submitting one with 1 to 3 document
 * photos, listing one's own, and reading a document (its owner and staff only). The staff side is staff.ts.
 */

/** The form's field for the document photos, repeated once per photo. */
export const DOCUMENTS_FIELD = 'documents';

function toMemberVerification(row: VerificationRow): MemberVerification {
  return {
    id: row.id,
    type: row.verificationType,
    status: statusOf(row),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: (row.verifiedAt ?? row.rejectedAt)?.toISOString() ?? null,
    documentCount: row.verificationData.documents?.length ?? 0,
    documentsRemoved: row.documentsRemovedAt !== null,
  };
}

/**
 * POST /api/me/verifications: the multipart form read under the upload gate and caps (each photo 10 MB, at most
 * three), its fields checked with the shared contract, then refused with 409 while one of the same type is pending
 * or once it is verified. The photos go through the photo pipeline (type from the bytes, metadata stripped) and are
 * stored privately before the row is written; if the row cannot be written (a second submission won the race) they
 * are removed again.
 */
export async function submitVerification(
  deps: { db: Db; storage: Storage; uploads: UploadGate },
  userId: string,
  request: Request,
): Promise<MemberVerification> {
  const { db, storage } = deps;
  return deps.uploads.run(async () => {
    const upload = await readUploadedFiles(request, {
      kind: 'document',
      fieldName: DOCUMENTS_FIELD,
      maxFiles: VERIFICATION_MAX_DOCUMENTS,
      tooManyFilesMessage: verificationTexts.tooManyDocuments,
    });
    const parsed = createVerificationSchema.safeParse(upload.fields);
    if (!parsed.success) throw validationError(parsed.error, 'verification');
    if (upload.files.length === 0) {
      throw new AppError('VALIDATION_FAILED', verificationTexts.documentsRequired, {
        issues: [{ path: DOCUMENTS_FIELD, message: verificationTexts.documentsRequired }],
      });
    }
    const input = parsed.data;
    await assertMaySubmit(db, userId, input.type);

    // One at a time: each decodes a phone photo, and the image queue is shared with every other upload.
    const images = [];
    for (const file of upload.files) {
      images.push(
        await processImage(file.data, { widths: [DOCUMENT_WIDTHS.thumbnail, DOCUMENT_WIDTHS.full] }),
      );
    }
    const id = randomUUID();
    const prefix = documentsPrefix(userId, id);
    const documents = await storeDocuments(storage, prefix, images);
    try {
      const row = await queries.insertVerification(db, {
        id,
        userId,
        verificationType: input.type,
        verificationData: {
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          address: input.address,
          documents,
        },
      });
      return toMemberVerification(row);
    } catch (error) {
      await storage.deletePrefix(prefix).catch(() => undefined);
      // Another submission of the same type, a moment ago or at the same time (the partial unique index).
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', alreadyPendingText(input.type));
      throw error;
    }
  }, userId);
}

async function assertMaySubmit(db: Db, userId: string, type: MemberVerification['type']): Promise<void> {
  const existing = await queries.findOpenOrVerified(db, userId, type);
  if (!existing) return;
  throw new AppError('CONFLICT', existing.verifiedAt ? alreadyVerifiedText(type) : alreadyPendingText(type));
}

/** GET /api/me/verifications: the member's own, newest first. */
export async function listMyVerifications(db: Db, userId: string): Promise<MyVerifications> {
  const rows = await queries.listForUser(db, userId, MY_VERIFICATIONS_LIMIT);
  return { verifications: rows.map(toMemberVerification) };
}

/**
 * One document photo, to its owner and to staff only: anyone else gets the same 404 as for a verification that does
 * not exist, so an id reveals nothing. Once the documents were removed, 404 saying so.
 */
export async function readDocument(
  deps: { db: Db; storage: Storage },
  viewerId: string,
  id: string,
  n: string,
  size: VerificationDocumentSize,
): Promise<StoredObject> {
  if (!isUuid(id)) throw verificationNotFound();
  const row = await queries.getVerification(deps.db, id);
  if (!row) throw verificationNotFound();
  if (row.userId !== viewerId && !(await profiles.hasAnyRole(deps.db, viewerId, ['admin', 'moderator']))) {
    throw verificationNotFound();
  }
  if (row.documentsRemovedAt) throw new AppError('NOT_FOUND', verificationTexts.documentsRemoved);
  const documents = row.verificationData.documents ?? [];
  const document = /^[1-9]$/.test(n) ? documents[Number(n) - 1] : undefined;
  if (!document) throw new AppError('NOT_FOUND', verificationTexts.documentNotFound);
  const object = await deps.storage.get(size === 'thumbnail' ? document.thumbnailKey : document.fullKey);
  if (!object) throw new AppError('NOT_FOUND', verificationTexts.documentNotFound);
  return object;
}

/**
 * Removes a decided verification's document files and notes it on the row (docs/product/verification.md,
 * "Retention"). Idempotent: a second run finds the note and does nothing. A verification deleted with its member's
 * account meanwhile still has its folder removed, from the member id the job carries.
 */
export async function removeDocuments(
  deps: { db: Db; storage: Storage; logger?: Logger },
  job: { verificationId: string; userId: string },
): Promise<void> {
  const { verificationId, userId } = job;
  if (!isUuid(verificationId) || !isUuid(userId)) return;
  const row = await queries.getVerification(deps.db, verificationId);
  if (row?.documentsRemovedAt) return;
  const files = await deps.storage.deletePrefix(documentsPrefix(row?.userId ?? userId, verificationId));
  if (row) await queries.markDocumentsRemoved(deps.db, row.id, new Date());
  deps.logger?.info({ verificationId, files }, 'Removed verification documents');
}

/** The verifications module's jobs (its manifest). */
export function verificationJobs(deps: { storage: Storage; logger?: Logger }): JobDefinition[] {
  return [handleJob(removeDocumentsJob, (db, payload) => removeDocuments({ ...deps, db }, payload))];
}

export { REMOVE_DOCUMENTS_JOB } from './common.ts';
export { decideVerification, listVerifications } from './staff.ts';
