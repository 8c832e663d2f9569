import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type z } from 'zod';
import { errorStatus, type ErrorBody, type ErrorCode } from '@swapyard/domain';
import type { AppEnv } from './http-context.ts';
import { isConnectionLost } from './pg-errors.ts';

/** The one error type our code throws for expected failures; the handler turns it into `{ error: {...} }`. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

export const notAuthenticated = () => new AppError('UNAUTHENTICATED', 'Not authenticated');

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Zod issues → a readable message ("fullName: Please enter your full name") and per-field details. */
export function validationError(error: z.core.$ZodError | z.core.$ZodIssue[], where?: string): AppError {
  const issues = Array.isArray(error) ? error : error.issues;
  const list: ValidationIssue[] = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const summary = list.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  const prefix = where ? `Invalid ${where}` : 'Invalid request';
  return new AppError('VALIDATION_FAILED', `${prefix}: ${summary}`, { issues: list });
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

const statusCodes = Object.fromEntries(
  Object.entries(errorStatus).map(([code, status]) => [status, code]),
) as Record<number, ErrorCode>;

/**
 * The single error handler: expected errors keep their code and message; anything else is a 500 INTERNAL logged
 * with the request id, whose message never reaches the client.
 */
export function handleError<E extends AppEnv>(err: Error, c: Context<E>): Response {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (err instanceof ZodError) {
    const appError = validationError(err);
    return c.json(errorBody(appError.code, appError.message, appError.details), appError.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own client errors (malformed JSON body, unsupported content type, ...).
    const code = statusCodes[err.status] ?? 'BAD_REQUEST';
    return c.json(errorBody(code, err.message || 'Bad request'), err.status as ContentfulStatusCode);
  }
  const logger = c.get('logger');
  if (isConnectionLost(err)) {
    logger.warn({ err, requestId: c.get('requestId') }, 'Database connection lost');
    return c.json(errorBody('UNAVAILABLE', SERVICE_UNAVAILABLE), 503);
  }
  logger.error({ err, requestId: c.get('requestId') }, 'Unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
}
