import { APIError, createAuthMiddleware } from 'better-auth/api';
import { signUpInputSchema } from '@swapyard/domain';

const fullName = signUpInputSchema.shape.fullName;

/**
 * What better-auth does not check itself, with the web form's own rules (packages/domain): sign-up needs a username
 * and a real full name; a name change keeps within the same limits. Errors keep better-auth's `{ code, message }`.
 */
export const validateAccountInput = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
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
