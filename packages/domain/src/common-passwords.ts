import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from './auth.ts';

/**
 * How many of the most used passwords we refuse (OWASP ASVS: check new passwords against a breached/common list).
 * The list is zxcvbn's, ordered from the most used, shipped in an npm package: nothing is fetched at run time.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

/**
 * Whether `password` is one of the most common passwords, ignoring case and surrounding spaces ('  Password1 ' is
 * 'password1'). Kept out of auth.ts and the package index: the list is large, and the web app loads it only when a
 * new password is submitted.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.trim().toLowerCase());
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
