import { authMessages } from '@swapyard/domain/auth';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './common-password';

describe('newPasswordProblem (web)', () => {
  it('refuses common and whitespace-only passwords with the server’s words, and accepts others', async () => {
    expect(await newPasswordProblem('Password1')).toBe(authMessages.passwordTooCommon);
    expect(await newPasswordProblem('         ')).toBe(authMessages.passwordBlank);
    expect(await newPasswordProblem('uncommon-choice-7')).toBeUndefined();
  });
});
