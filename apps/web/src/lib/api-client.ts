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

type BodyInput<E extends Endpoint> = E extends { body: infer Body extends z.ZodType }
  ? E extends { bodyOptional: true }
    ? { body?: z.input<Body> }
    : { body: z.input<Body> }
  : E extends { form: z.ZodObject }
    ? { body: FormData }
    : { body?: undefined };

/** A call of a catalogue endpoint: its path parameters, query and body, and extra headers (an idempotency key). */
export type EndpointCall<E extends Endpoint> = EndpointAddress<E> &
  BodyInput<E> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Sent even while the page unloads (leaving a live stream as the tab closes). */
    keepalive?: boolean;
  };

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
  const { body, headers, signal, keepalive } = input as {
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  const schema = successSchema(declaration);
  return apiRequest(endpointUrl(declaration, input).slice('/api'.length), schema ?? undefinedAnswer, {
    method: declaration.method.toUpperCase(),
    body,
    headers,
    signal,
    keepalive,
  }) as Promise<EndpointResult<E>>;
}

/** An answer without a body (204): `apiRequest` reads it as undefined. */
const undefinedAnswer = { parse: () => undefined } as unknown as z.ZodType<undefined>;
