import { mediaMessages } from '@swapyard/domain/media';
import {
  createVerificationSchema,
  isCalendarDate,
  isoDay,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_MAX_DOCUMENTS,
  VERIFICATION_MIN_AGE_YEARS,
  verificationTexts,
} from '@swapyard/domain/verifications';

/** The form's fields by name, as typed. */
export interface VerificationFormValues {
  type: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: string;
}

export type VerificationFormErrors = Partial<Record<keyof VerificationFormValues | 'documents', string>>;

/**
 * The form's own checks before anything is sent, with the server's contract and messages
 * (docs/product/verification.md, "Submitting"): every field, the date of birth, and 1 to 3 photos of at most
 * 10 MB. The server checks it all again, and what the photos really are.
 */
export function checkVerificationForm(
  values: VerificationFormValues,
  documents: ReadonlyArray<{ size: number }>,
): VerificationFormErrors {
  const errors: VerificationFormErrors = {};
  const parsed = createVerificationSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof VerificationFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (documents.length === 0) errors.documents = verificationTexts.documentsRequired;
  else if (documents.length > VERIFICATION_MAX_DOCUMENTS)
    errors.documents = verificationTexts.tooManyDocuments;
  else if (documents.some((file) => file.size > VERIFICATION_DOCUMENT_MAX_BYTES)) {
    errors.documents = `${mediaMessages.tooLarge}: ${mediaMessages.itemPhotoTooLargeText}`;
  }
  return errors;
}

/** The latest date of birth the form offers (`max` of the date input): 13 years ago today (28 Feb for 29 Feb). */
export function latestBirthDate(today: Date = new Date()): string {
  const day = isoDay(today);
  const sameDay = `${String(Number(day.slice(0, 4)) - VERIFICATION_MIN_AGE_YEARS).padStart(4, '0')}${day.slice(4)}`;
  return isCalendarDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
}
