import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { errorBodySchema, errorStatus, type Endpoint, type ErrorCode } from '@swapyard/domain';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors.ts';
import type { AppEnv } from './http-context.ts';

/**
 * A router whose routes are described by zod contracts (validated, and listed in /api/openapi.json). A request
 * that fails its contract becomes 400 VALIDATION_FAILED through the one error handler.
 */
export function createRouter<E extends AppEnv = AppEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
}

const descriptions: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request does not match its contract (details list each problem)',
  UNAUTHENTICATED: 'No valid session cookie',
  FORBIDDEN: 'Signed in without the required role',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many attempts',
  INTERNAL: 'Unexpected error (logged with the request id)',
};

/** An OpenAPI `content` block for a JSON body described by `schema`. */
const jsonContent = <T>(schema: T) => ({ 'application/json': { schema } });

/** OpenAPI responses for the error codes a route can return, all in the one error shape. */
function errorResponses(...codes: ErrorCode[]) {
  return Object.fromEntries(
    codes.map((code) => [
      errorStatus[code],
      {
        description: descriptions[code] ?? code,
        content: jsonContent(errorBodySchema),
      },
    ]),
  );
}

type JsonContent<Schema> = { 'application/json': { schema: Schema } };

/** Nothing: an endpoint without path parameters, query or body adds no request part. */
type NoPart = Record<never, never>;

type RequestOf<E extends Endpoint> = (E extends { params: infer P extends z.ZodObject }
  ? { params: P }
  : NoPart) &
  (E extends { query: infer Q extends z.ZodObject } ? { query: Q } : NoPart) &
  (E extends { body: infer B extends z.ZodType }
    ? { body: { content: JsonContent<B>; required: boolean } }
    : NoPart);

type ResponsesOf<E extends Endpoint> = {
  [Status in keyof E['answers']]: E['answers'][Status] extends { schema: infer Schema extends z.ZodType }
    ? { description: string; content: JsonContent<Schema> }
    : { description: string };
};

/** The route config `createRoute` gets for an endpoint of the catalogue, with its literal types. */
export type RouteOf<E extends Endpoint, M extends readonly MiddlewareHandler[]> = {
  method: E['method'];
  path: E['path'];
  middleware: [...M];
  request: RequestOf<E>;
  responses: ResponsesOf<E>;
};

/**
 * The route of a catalogue endpoint (packages/domain endpoints/), guarded by `middleware` (sign-in, roles, limits):
 * the one place an endpoint's declaration becomes an OpenAPI route.
 */
export function routeOf<const E extends Endpoint, const M extends readonly MiddlewareHandler[] = []>(
  declaration: E,
  ...middleware: M
) {
  const { params, query, body, bodyOptional, form, answers } = declaration;
  const errors = [...(declaration.errors ?? [])];
  const requestBody = body
    ? { content: jsonContent(body), required: !bodyOptional }
    : form
      ? { content: { 'multipart/form-data': { schema: form } }, required: true }
      : undefined;
  const config = {
    method: declaration.method,
    path: declaration.path,
    tags: [...declaration.tags],
    summary: declaration.summary,
    ...(declaration.description ? { description: declaration.description } : {}),
    ...(middleware.length > 0 ? { middleware: [...middleware] } : {}),
    request: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(requestBody ? { body: requestBody } : {}),
    },
    responses: {
      ...Object.fromEntries(
        Object.entries(answers).map(([status, answer]) => [
          status,
          answer?.schema
            ? {
                description: answer.description,
                content: { [answer.mediaType ?? 'application/json']: { schema: answer.schema } },
              }
            : { description: answer?.description ?? '' },
        ]),
      ),
      ...errorResponses(...errors),
    },
  };
  // The config is built from the declaration at run time; its literal types are restored for Hono's inference.
  return createRoute(config as RouteConfig) as unknown as RouteOf<E, M> & {
    getRoutingPath(): string;
  };
}
