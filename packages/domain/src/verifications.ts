/**
 * Identity verification types (spec part 2 user_verifications). Members submit them with documents and staff review
 * them (the admin issue); the profile shows a verified badge once one of the identity kinds is verified.
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

/** Spec part 2 §9: the verified badge shows when one of these is verified. */
export const badgeVerificationTypes = [
  'identity',
  'drivers_license',
  'passport',
  'national_id',
] as const satisfies readonly VerificationType[];
