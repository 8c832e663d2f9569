import { APIError, createAuthMiddleware } from 'better-auth/api';
import { authMessages, signUpInputSchema } from '@swapyard/domain';
import { newPasswordProblem } from '@swapyard/domain/common-passwords';

const fullName = signUpInputSchema.shape.fullName;

/** better-auth endpoints that set a new password, and the body field carrying it. */
const newPasswordField: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * What better-auth does not check itself, with the web form's own rules (packages/domain): sign-up needs a username
 * and a real full name; a name change keeps within the same limits; a new password is neither only spaces nor one
 * of the most common (better-auth checks its length). Errors keep better-auth's `{ code, message }`.
 */
export const validateAccountInput = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const passwordField = newPasswordField[ctx.path];
  const password = passwordField ? body[passwordField] : undefined;
  // Not a string: better-auth's own body validation answers.
  const passwordProblem = typeof password === 'string' ? newPasswordProblem(password) : undefined;
  if (passwordProblem) {
    const code =
      passwordProblem === authMessages.passwordTooCommon ? 'PASSWORD_TOO_COMMON' : 'PASSWORD_BLANK';
    throw new APIError('BAD_REQUEST', { code, message: passwordProblem });
  }
  if (ctx.path === '/change-password') {
    // A password change is what a member does when someone else may know it: every other session ends (and with
    // it their live sockets), as after a reset. The device making the change gets a fresh session.
    body.revokeOtherSessions = true;
  }
  if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
  if (ctx.path === '/sign-up/email' && (typeof body.username !== 'string' || body.username.trim() === '')) {
    throw new APIError('BAD_REQUEST', { code: 'USERNAME_REQUIRED', message: 'Please choose a username' });
  }
  if (ctx.path === '/update-user' && body.name === undefined) return;
  const parsed = fullName.safeParse(body.name);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: parsed.error.issues[0]!.message });
  }
  body.name = parsed.data;
});
