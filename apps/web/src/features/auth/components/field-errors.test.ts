import { signUpInputSchema } from '@swapyard/domain/auth';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    const parsed = signUpInputSchema.safeParse({
      fullName: '',
      username: 'a!',
      email: 'x',
      password: 'short',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      fullName: 'Please enter your full name',
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});
