/**
 * Identity verification types (docs/product/profiles.md, "Verification badge"). Members will submit them with
 * documents and staff review them (the moderation dashboard, to come); the profile shows a verified badge once one
 * of the identity kinds is verified.
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
