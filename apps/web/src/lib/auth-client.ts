import { authMessages } from '@swapyard/domain/auth';
import { twoFactorClient, usernameClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client for `/api/auth/*` on the same origin. The two-factor plugin is given no redirect target:
 * the sign-in form reads `twoFactorRedirect` from the answer and shows its own challenge step.
 */
export const authClient = createAuthClient({
  plugins: [usernameClient(), twoFactorClient()],
});

/** A failed better-auth call, with the server's human reason (429 answers carry their own message). */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
  }
}

type AuthError = { message?: string | undefined; status: number; code?: string | undefined };
type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

/** better-auth answers `{ data, error }`; turning errors into exceptions lets TanStack mutations handle them. */
export function unwrapAuth<T>(result: AuthResult<T>): T {
  if (result.error) {
    const { status, message, code } = result.error;
    const fallback =
      status === 429 ? authMessages.tooManyAttempts : 'Something went wrong. Please try again.';
    throw new AuthRequestError(status, message || fallback, code);
  }
  return result.data;
}
