import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { authMessages, passwordSchema } from './auth.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword, newPasswordProblem } from './common-passwords.ts';

describe('common passwords', () => {
  it('are the most used of the package the list was generated from (run scripts/generate-common-passwords.mjs)', () => {
    const expected = dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT);
    expect(COMMON_PASSWORDS_TEXT.split('\n')).toEqual(expected);
  });

  it('knows the most used passwords, whatever their case or the spaces around them', () => {
    for (const password of ['password', '12345678', 'iloveyou', 'Password1', '  qwertyuiop ', 'SUNSHINE']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets uncommon passwords through', () => {
    for (const password of ['correct-horse-1', 'victim-pass-1', 'a-brand-new-secret', 'pass word']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it(`refuses only the ${COMMON_PASSWORD_COUNT} most common, not every word that ever leaked`, () => {
    // 'secret123' is about the 22,000th: refusing the whole leak list would refuse passwords people can remember.
    expect(isCommonPassword('secret123')).toBe(false);
  });
});

describe('newPasswordProblem', () => {
  it('explains a whitespace-only or common password, and accepts a good one', () => {
    expect(newPasswordProblem(' '.repeat(12))).toBe(authMessages.passwordBlank);
    expect(newPasswordProblem('\t \n \u00a0    ')).toBe(authMessages.passwordBlank);
    expect(newPasswordProblem('  password1  ')).toBe(authMessages.passwordTooCommon);
    expect(authMessages.passwordTooCommon).toBe(
      'This password is too common. Please choose a less common one.',
    );
    expect(newPasswordProblem('correct-horse-1')).toBeUndefined();
  });
});

describe('passwordSchema', () => {
  it('refuses a password of spaces only, however long', () => {
    const result = passwordSchema.safeParse(' '.repeat(20));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(authMessages.passwordBlank);
    expect(passwordSchema.safeParse('two words ok').success).toBe(true);
  });
});
