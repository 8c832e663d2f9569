import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { text } from './text.ts';

/**
 * Verification types (docs/product/verification.md). `email` and `phone` are kinds the database knows but members
 * do not submit here; the verified badge shows once one of the identity kinds is verified
 * (docs/product/profiles.md, "Verification badge").
 */
export const verificationTypes = [
  'email',
  'phone',
  'identity',
  'address',
  'drivers_license',
  'passport',
  'national_id',
] as const;
export type VerificationType = (typeof verificationTypes)[number];

/** The verified badge shows when one of these is verified (docs/product/profiles.md). */
export const badgeVerificationTypes = [
  'identity',
  'drivers_license',
  'passport',
  'national_id',
] as const satisfies readonly VerificationType[];

/** How each type reads on screen. */
export const verificationTypeLabels: Record<VerificationType, string> = {
  email: 'Email',
  phone: 'Phone',
  identity: 'Identity',
  address: 'Address',
  drivers_license: "Driver's license",
  passport: 'Passport',
  national_id: 'National ID',
};

/** What a member may submit with documents, in the form's order (docs/product/verification.md, "Submitting"). */
export const submittableVerificationTypes = [
  'identity',
  'drivers_license',
  'passport',
  'national_id',
  'address',
] as const satisfies readonly VerificationType[];
export type SubmittableVerificationType = (typeof submittableVerificationTypes)[number];

/** Pending until staff decide; verified and rejected are final (a rejected member submits a new one). */
export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** How the member's Settings card names each status. */
export const memberVerificationStatusLabels: Record<VerificationStatus, string> = {
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** How the staff table and review dialog name each status. */
export const staffVerificationStatusLabels: Record<VerificationStatus, string> = {
  pending: 'Pending Review',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** Limits (docs/product/limits.md, docs/product/verification.md). */
export const VERIFICATION_MAX_DOCUMENTS = 3;
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10_485_760;
export const VERIFICATION_NAME_MAX_LENGTH = 100;
export const VERIFICATION_ADDRESS_MAX_LENGTH = 300;
export const VERIFICATION_MIN_AGE_YEARS = 13;
/** The earliest date of birth accepted: nobody alive was born before it. */
export const VERIFICATION_EARLIEST_BIRTH_DATE = '1900-01-01';
export const REJECTION_REASON_MAX_LENGTH = 500;
/** Documents are removed from storage this long after the decision. */
export const VERIFICATION_DOCUMENTS_KEPT_DAYS = 30;
export const STAFF_VERIFICATIONS_PAGE_SIZE = 50;
/** The Settings card lists at most this many of the member's own verifications, newest first. */
export const MY_VERIFICATIONS_LIMIT = 50;

/** User-facing wording, to the letter (docs/product/verification.md). */
export const verificationTexts = {
  typeRequired: 'Please choose what you are verifying',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  dateOfBirthRequired: 'Please enter your date of birth',
  dateOfBirthInvalid: 'Please enter a real date of birth',
  tooYoung: `You must be at least ${VERIFICATION_MIN_AGE_YEARS} years old to verify your identity`,
  addressRequired: 'Please enter your address',
  documentsRequired: 'Please add a photo of your document',
  tooManyDocuments: `You can add at most ${VERIFICATION_MAX_DOCUMENTS} photos`,
  submitted: 'Verification submitted',
  submittedDescription: "Our team will review it. We'll let you know the outcome.",
  alreadyDecided: 'This verification was already decided',
  reasonRequired: 'Please give a reason',
  approvedToast: 'Verification Approved',
  rejectedToast: 'Verification Rejected',
  errorToast: 'Error',
  errorToastDescription: 'Failed to update verification',
  approvedTitle: 'Verification approved',
  approvedMessage: 'Your identity is verified.',
  /** Ours: an address is not an identity, so its approval says what was checked. */
  addressApprovedMessage: 'Your address is verified.',
  rejectedTitle: 'Verification rejected',
  documentsRemoved: `Documents are removed ${VERIFICATION_DOCUMENTS_KEPT_DAYS} days after the decision`,
  notFound: 'Verification not found',
  documentNotFound: 'Document not found',
} as const;

/** 409 while one of the same type waits for review (one open verification per member and type). */
export const alreadyPendingText = (type: VerificationType) =>
  `Your ${verificationTypeLabels[type]} verification is already waiting for review`;
/** 409 once that type is verified: there is nothing left to check. */
export const alreadyVerifiedText = (type: VerificationType) =>
  `Your ${verificationTypeLabels[type]} is already verified`;
/** The rejection notification's text, with the reason staff gave (ended with a full stop when it has none). */
export const rejectedMessage = (type: VerificationType, reason: string) =>
  `Your ${verificationTypeLabels[type]} verification was rejected: ${reason}${/[.!?]$/.test(reason) ? '' : '.'} ` +
  'You can submit a new one in Settings.';

/** `YYYY-MM-DD` of `date` in UTC: the day the server and the form compare birth dates against. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Whether `value` is a `YYYY-MM-DD` that exists in the calendar (no 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether someone born on `dateOfBirth` (a calendar date) has had their 13th birthday on `today` (UTC day). Born on
 * 29 February, the birthday counts from 1 March in other years (string order: 02-29 sorts before 03-01).
 */
export function isOldEnough(dateOfBirth: string, today: Date = new Date()): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + VERIFICATION_MIN_AGE_YEARS;
  return `${String(year).padStart(4, '0')}${dateOfBirth.slice(4)}` <= isoDay(today);
}

/**
 * A date of birth as the form sends it: a real calendar date, not before 1900 and at least 13 years ago
 * (docs/product/verification.md, "Submitting"). One message per problem, the first that applies.
 */
export const dateOfBirthSchema = text({ error: verificationTexts.dateOfBirthRequired }).check((ctx) => {
  const value = ctx.value;
  const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: value });
  if (value === '') issue(verificationTexts.dateOfBirthRequired);
  else if (!isCalendarDate(value) || value < VERIFICATION_EARLIEST_BIRTH_DATE) {
    issue(verificationTexts.dateOfBirthInvalid);
  } else if (!isOldEnough(value)) issue(verificationTexts.tooYoung);
});

const nameField = (required: string) =>
  text({ error: required })
    .min(1, required)
    .max(VERIFICATION_NAME_MAX_LENGTH, `At most ${VERIFICATION_NAME_MAX_LENGTH} characters`);

/**
 * POST /api/me/verifications: the text fields of the multipart form; the photos come beside them in `documents`
 * (1 to 3, checked by the server as it reads them).
 */
export const createVerificationSchema = z
  .object({
    type: z.enum(submittableVerificationTypes, { error: verificationTexts.typeRequired }),
    firstName: nameField(verificationTexts.firstNameRequired),
    lastName: nameField(verificationTexts.lastNameRequired),
    dateOfBirth: dateOfBirthSchema,
    address: text({ multiline: true, error: verificationTexts.addressRequired })
      .min(1, verificationTexts.addressRequired)
      .max(VERIFICATION_ADDRESS_MAX_LENGTH, `At most ${VERIFICATION_ADDRESS_MAX_LENGTH} characters`),
  })
  .meta({ id: 'CreateVerification' });
export type CreateVerification = z.infer<typeof createVerificationSchema>;

/** A member's own verification, as the Settings card lists it. */
export const memberVerificationSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(verificationTypes),
    status: z.enum(verificationStatuses),
    /** Set when rejected. */
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    /** When it was verified or rejected; null while pending. */
    decidedAt: z.string().nullable(),
    documentCount: z.number().int(),
    /** True once the documents were removed from storage (30 days after the decision). */
    documentsRemoved: z.boolean(),
  })
  .meta({ id: 'MemberVerification' });
export type MemberVerification = z.infer<typeof memberVerificationSchema>;

export const myVerificationsSchema = z
  .object({ verifications: z.array(memberVerificationSchema) })
  .meta({ id: 'MyVerifications' });
export type MyVerifications = z.infer<typeof myVerificationsSchema>;

// A member card without the theme colour (staff pages show none), with a uuid id.
const verificationMemberSchema = memberCardSchema.omit({ themeColor: true }).extend({ id: z.uuid() });

/** A document's two sizes, both through the authorised endpoint (never a public /media URL). */
export const verificationDocumentSchema = z.object({
  thumbnailUrl: z.string(),
  url: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** A verification as staff review it (GET /api/admin/verifications). */
export const staffVerificationSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(verificationTypes),
    status: z.enum(verificationStatuses),
    /** Null only if the member's profile is gone. */
    user: verificationMemberSchema.nullable(),
    /** What the member typed; null on a row recorded without it. */
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    address: z.string().nullable(),
    documentCount: z.number().int(),
    /** Empty once the documents were removed. */
    documents: z.array(verificationDocumentSchema),
    documentsRemovedAt: z.string().nullable(),
    createdAt: z.string(),
    verifiedAt: z.string().nullable(),
    rejectedAt: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    /** Who decided it; null while pending or once that staff account is gone. */
    decidedBy: verificationMemberSchema.nullable(),
  })
  .meta({ id: 'StaffVerification' });
export type StaffVerification = z.infer<typeof staffVerificationSchema>;

export const staffVerificationListSchema = z
  .object({
    verifications: z.array(staffVerificationSchema),
    /** Every pending verification, whatever the page or filter. */
    pendingCount: z.number().int(),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'StaffVerificationList' });
export type StaffVerificationList = z.infer<typeof staffVerificationListSchema>;

export const staffVerificationFilters = ['pending', 'all'] as const;
export type StaffVerificationFilter = (typeof staffVerificationFilters)[number];

/** GET /api/admin/verifications: newest first, pending ones (default) or all. */
export const staffVerificationQuerySchema = z.object({
  status: z.enum(staffVerificationFilters).default('pending'),
  cursor: z.string().max(200).optional(),
});
export type StaffVerificationQuery = z.infer<typeof staffVerificationQuerySchema>;

/** PATCH /api/admin/verifications/{id}: approve, or reject with a reason the member reads. */
export const decideVerificationSchema = z
  .discriminatedUnion('decision', [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({
      decision: z.literal('reject'),
      reason: text({ multiline: true, error: verificationTexts.reasonRequired })
        .min(1, verificationTexts.reasonRequired)
        .max(REJECTION_REASON_MAX_LENGTH, `At most ${REJECTION_REASON_MAX_LENGTH} characters`),
    }),
  ])
  .meta({ id: 'DecideVerification' });
export type DecideVerification = z.infer<typeof decideVerificationSchema>;

/** The document endpoint's sizes: a small one for thumbnails, the full one to read the document. */
export const verificationDocumentSizes = ['thumbnail', 'full'] as const;
export type VerificationDocumentSize = (typeof verificationDocumentSizes)[number];
