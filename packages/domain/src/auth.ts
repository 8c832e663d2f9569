import { z } from 'zod';
import { text } from './text.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Letters, digits, underscores and dots: the same rule better-auth's username plugin applies. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;

/** User-facing auth wording, to the letter (docs/product/accounts.md). */
export const authMessages = {
  signUpFailed: 'Sign up failed',
  signUpSucceeded: 'Check your email!',
  signUpSucceededText: 'We sent you a confirmation link. Open it to finish creating your account.',
  signInFailed: 'Sign in failed',
  signedOut: 'Signed out successfully',
  signedOutText: 'Come back soon!',
  signOutFailed: 'Error signing out',
  welcomeBack: 'Welcome back!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordBlank: 'Password cannot be only spaces',
  /** A new password among the most common ones (common-passwords.ts). */
  passwordTooCommon: 'This password is too common. Please choose a less common one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

export const usernameSchema = text()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, numbers, dots and underscores');

/** A new password's length and form; the common-password check is separate (common-passwords.ts: a large list). */
export const passwordSchema = text({ trim: false })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(128)
  .refine((password) => password.trim() !== '', authMessages.passwordBlank);

export const signUpInputSchema = z.object({
  fullName: text().min(1, 'Please enter your full name').max(100),
  username: usernameSchema,
  email: z.email('Please enter a valid email address'),
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** Sign-in takes an e-mail address or a username in the same field. */
export const signInInputSchema = z.object({
  identifier: text().min(1, 'Please enter your email or username').max(254),
  password: text({ trim: false }).min(1, 'Please enter your password').max(128),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const isEmailIdentifier = (identifier: string) => identifier.includes('@');

export const totpCodeSchema = text().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
