import { z } from 'zod';
import { endpoint, endpointUrl, pathParam } from '../endpoint.ts';
import { megabytes } from '../media.ts';
import {
  decideVerificationSchema,
  memberVerificationSchema,
  MY_VERIFICATIONS_LIMIT,
  myVerificationsSchema,
  STAFF_VERIFICATIONS_PAGE_SIZE,
  staffVerificationListSchema,
  staffVerificationQuerySchema,
  staffVerificationSchema,
  submittableVerificationTypes,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_MAX_DOCUMENTS,
  VERIFICATION_MIN_AGE_YEARS,
  verificationDocumentSizes,
  type VerificationDocumentSize,
} from '../verifications.ts';

/** The multipart submission, documented only: the server reads it with its capped streaming reader. */
const submissionForm = z.object({
  type: z.enum(submittableVerificationTypes),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z
    .string()
    .meta({ format: 'date', description: `YYYY-MM-DD; at least ${VERIFICATION_MIN_AGE_YEARS} years ago` }),
  address: z.string(),
  documents: z.array(z.string().meta({ type: 'string', format: 'binary' })).meta({
    description: `1 to ${VERIFICATION_MAX_DOCUMENTS} photos (JPEG, PNG or WebP, ${megabytes(VERIFICATION_DOCUMENT_MAX_BYTES)} MB each), the field repeated`,
  }),
});

/**
 * A member's identity verifications (docs/product/verification.md): submit one with document photos, list one's
 * own, read a document photo (its owner and staff only, never cached); staff review them (/api/admin/verifications,
 * "Review").
 */
export const verificationsEndpoints = {
  listMine: endpoint({
    method: 'get',
    path: '/api/me/verifications',
    tags: ['Verifications'],
    summary:
      'Your identity verifications, newest first: pending review, verified, or rejected with the reason',
    answers: { 200: { description: `Newest ${MY_VERIFICATIONS_LIMIT}`, schema: myVerificationsSchema } },
    errors: ['UNAUTHENTICATED'],
  }),
  submit: endpoint({
    method: 'post',
    path: '/api/me/verifications',
    tags: ['Verifications'],
    summary: `Submit a verification with 1 to ${VERIFICATION_MAX_DOCUMENTS} document photos; one pending per type (409), none once that type is verified (409)`,
    description:
      'multipart/form-data: the text fields and the photos in `documents`. The photos are stored privately, ' +
      'without their metadata, and served only by GET /api/verifications/{id}/documents/{n}.',
    form: submissionForm,
    answers: { 201: { description: 'Submitted, pending review', schema: memberVerificationSchema } },
    errors: [
      'BAD_REQUEST',
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
      'UNAVAILABLE',
    ],
  }),
  /** Answers the photo itself (image/webp), not JSON: pages show it by its URL (`verificationDocumentPath`). */
  document: endpoint({
    method: 'get',
    path: '/api/verifications/{id}/documents/{n}',
    tags: ['Verifications'],
    summary: "A verification's document photo (n from 1), to its owner and staff only; anyone else gets 404",
    params: z.object({ id: pathParam('id', 'The verification id'), n: pathParam('n', 'From 1') }),
    query: z.object({ size: z.enum(verificationDocumentSizes).optional() }),
    answers: {
      200: {
        description: 'The photo (WebP), `Cache-Control: private, no-store`',
        mediaType: 'image/webp',
        schema: z.string().meta({ type: 'string', format: 'binary' }),
      },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  listStaff: endpoint({
    method: 'get',
    path: '/api/admin/verifications',
    tags: ['Admin'],
    summary:
      'Identity verifications, newest first: the pending ones (default) or all, with the pending count (staff)',
    query: staffVerificationQuerySchema,
    answers: {
      200: {
        description: `One page (${STAFF_VERIFICATIONS_PAGE_SIZE})`,
        schema: staffVerificationListSchema,
      },
    },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN'],
  }),
  decide: endpoint({
    method: 'patch',
    path: '/api/admin/verifications/{id}',
    tags: ['Admin'],
    summary: 'Approve a pending verification, or reject it with a reason (staff); a decided one is 409',
    params: z.object({ id: z.string().max(100) }),
    body: decideVerificationSchema,
    answers: { 200: { description: 'The verification as decided', schema: staffVerificationSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
};

/** Where a document is served: only to its owner and to staff, never cached (docs/product/verification.md). */
export const verificationDocumentPath = (id: string, n: number, size: VerificationDocumentSize = 'full') =>
  endpointUrl(verificationsEndpoints.document, {
    params: { id, n: String(n) },
    query: size === 'thumbnail' ? { size } : {},
  });
