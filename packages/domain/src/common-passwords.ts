import { authMessages } from './auth.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.ts';
import { lazily } from './format.ts';

/**
 * How many of the most used passwords we refuse (OWASP ASVS: check new passwords against a breached/common list):
 * zxcvbn's list, most used first, generated into common-passwords-list.ts (scripts/generate-common-passwords.mjs).
 */
export const COMMON_PASSWORD_COUNT = 10_000;

const commonPasswords = lazily((): ReadonlySet<string> => new Set(COMMON_PASSWORDS_TEXT.split('\n')));

/**
 * Whether `password` is one of the most common passwords, ignoring case and surrounding spaces ('  Password1 ' is
 * 'password1'). Kept out of auth.ts and the package index: the list is large, and the web app loads it only when a
 * new password is submitted.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * Why a new password (sign-up, change, reset) is refused beyond its length, or undefined: only spaces, or common
 * once the spaces around it are ignored.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.trim() === '') return authMessages.passwordBlank;
  if (isCommonPassword(password)) return authMessages.passwordTooCommon;
  return undefined;
}
