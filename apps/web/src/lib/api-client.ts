import {
  endpointUrl,
  successSchema,
  type Endpoint,
  type EndpointAddress,
  type EndpointResult,
} from '@swapyard/domain/endpoint';
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

/** The server's own words for a refusal (a 4xx), shown as they are; null for anything else (say it in ours). */
export const refusalMessage = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : null;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type EndpointCallBase = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent even while the page unloads (leaving a live stream as the tab closes). */
  keepalive?: boolean;
};

/**
 * Sends the request with the session cookie and parses the answer with the declared schema (none: an answer without
 * a body), so a contract drift between server and client fails loudly here instead of somewhere in a component.
 * A FormData body (a file upload) is sent as multipart; anything else as JSON.
 */
async function request(
  method: string,
  url: string,
  schema: z.ZodType | undefined,
  { body, headers, ...init }: EndpointCallBase & { body?: unknown },
): Promise<unknown> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
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
  return schema ? schema.parse(json) : undefined;
}

type BodyInput<E extends Endpoint> = E extends { body: infer Body extends z.ZodType }
  ? E extends { bodyOptional: true }
    ? { body?: z.input<Body> }
    : { body: z.input<Body> }
  : E extends { form: z.ZodObject }
    ? { body: FormData }
    : { body?: undefined };

/** A call of a catalogue endpoint: its path parameters, query and body, and extra headers (an idempotency key). */
export type EndpointCall<E extends Endpoint> = EndpointAddress<E> & BodyInput<E> & EndpointCallBase;

type CallArgs<E extends Endpoint> =
  object extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>];

/**
 * Calls an endpoint of the catalogue (packages/domain endpoints/): the URL is built from its declaration and the
 * answer parsed with its declared schema, so no feature writes a path or picks a schema of its own.
 */
export function callEndpoint<E extends Endpoint>(
  declaration: E,
  ...[call]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const input = (call ?? {}) as EndpointCall<E>;
  const { params: _params, query: _query, ...options } = input as EndpointCallBase & Record<string, unknown>;
  const url = endpointUrl(declaration, input);
  return request(declaration.method.toUpperCase(), url, successSchema(declaration), options) as Promise<
    EndpointResult<E>
  >;
}
