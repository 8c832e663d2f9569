import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema, errorStatus, pathSegmentSchema, type ErrorCode } from '@swapyard/domain';
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

/**
 * A path parameter (`{id}` in `/api/items/{id}`), checked like every text of a contract (packages/domain text.ts):
 * a decoded `%00` is refused with 400 before it can reach a query.
 */
export const pathParam = (name: string, description?: string) =>
  // `.meta`, not `.openapi`: the domain's schemas are built before @hono/zod-openapi extends zod.
  pathSegmentSchema.meta({ param: { name, in: 'path' }, ...(description ? { description } : {}) });

const descriptions: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request does not match its contract (details list each problem)',
  UNAUTHENTICATED: 'No valid session cookie',
  FORBIDDEN: 'Signed in without the required role',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many attempts',
  INTERNAL: 'Unexpected error (logged with the request id)',
};

/** OpenAPI responses for the error codes a route can return, all in the one error shape. */
/** An OpenAPI `content` block for a JSON body described by `schema`. */
export const jsonContent = <T>(schema: T) => ({ 'application/json': { schema } });

export function errorResponses(...codes: ErrorCode[]) {
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
