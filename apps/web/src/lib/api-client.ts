import { errorBodySchema } from '@swapyard/domain/errors';
import type { z } from 'zod';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** An `/api/*` failure, carrying the server's stable code and its human message (shown as is in toasts). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A FormData body (a file upload) is sent as multipart; anything else as JSON. */
type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls `/api{path}` with the session cookie and parses the answer with the domain schema, so a contract drift
 * between server and client fails loudly here instead of somewhere in a component.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  { body, headers, ...init }: RequestOptions = {},
): Promise<z.infer<S>> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'include',
      ...init,
      headers: {
        Accept: 'application/json',
        // The browser sets the multipart boundary itself.
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Cannot reach Swapyard. Check your connection and try again.');
  }

  const json = await readJson(response);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'INTERNAL', FALLBACK_MESSAGE);
  }
  return schema.parse(json);
}
