import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import { pathSegmentSchema } from './text.ts';

/*
 * The endpoint catalogue (docs/decisions/031-endpoint-catalogue.md): each `/api/*` endpoint is declared once, in
 * `endpoints/<module>.ts`, with its method, path, inputs, answers and error codes. The server registers its route
 * from the declaration (and the OpenAPI document with it); the web calls it through the typed client built on
 * `endpointUrl`. Neither writes the path again.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One answer of an endpoint: its description and, unless it has no body, the schema of its body. */
export interface EndpointAnswer {
  description: string;
  schema?: z.ZodType;
  /** The body's media type when it is not JSON (a photo served as stored). */
  mediaType?: `${string}/${string}`;
}

export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI style: `/api/items/{id}`. */
  path: `/api/${string}`;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** One `pathParam` per `{name}` of the path. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body (required unless `bodyOptional`). */
  body?: z.ZodType;
  bodyOptional?: true;
  /** A multipart/form-data body, documented only: the server reads it with its capped streaming reader. */
  form?: z.ZodObject;
  /** The answers other than the error codes, by status (the first 2xx with a schema is what the client returns). */
  answers: Readonly<Partial<Record<number, EndpointAnswer>>>;
  /** The error codes it can answer, each in the one error shape (errors.ts). */
  errors?: readonly ErrorCode[];
}

/** Declares an endpoint, keeping every literal (method, path, schemas) for the server's and the client's types. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/**
 * A path parameter (`{id}` in `/api/items/{id}`), checked like every text of a contract (text.ts): a decoded `%00`
 * is refused with 400 before it can reach a query.
 */
export const pathParam = (name: string, description?: string) =>
  pathSegmentSchema.meta({ param: { name, in: 'path' }, ...(description ? { description } : {}) });

type SuccessStatus = 200 | 201 | 202;

/** The schema of the endpoint's successful JSON answer, or undefined when it answers without a body (204). */
export type SuccessSchema<E extends Endpoint> = {
  [S in SuccessStatus]: E['answers'][S] extends { mediaType: string }
    ? never
    : E['answers'][S] extends { schema: infer Schema extends z.ZodType }
      ? Schema
      : never;
}[SuccessStatus];

/** What a successful call resolves to. */
export type EndpointResult<E extends Endpoint> = [SuccessSchema<E>] extends [never]
  ? undefined
  : z.output<SuccessSchema<E>>;

/** The schema the client parses a successful answer with (undefined: the endpoint answers 204 without a body). */
export function successSchema(declaration: Endpoint): z.ZodType | undefined {
  for (const status of [200, 201, 202] as const) {
    const answer = declaration.answers[status];
    if (answer?.schema && !answer.mediaType) return answer.schema;
  }
  return undefined;
}

type Input<E extends Endpoint, Key extends 'params' | 'query'> = E extends {
  [K in Key]: infer Schema extends z.ZodObject;
}
  ? z.input<Schema>
  : never;

/** The path and query of a call, e.g. `{ params: { id } }` for `/api/items/{id}`. */
export type EndpointAddress<E extends Endpoint> = ([Input<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: Input<E, 'params'> }) &
  ([Input<E, 'query'>] extends [never] ? { query?: undefined } : { query?: Input<E, 'query'> });

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL of a call, relative to the site: each `{name}` replaced by its URL-encoded value, and the query's defined
 * values appended in order (arrays as repeated keys).
 */
export function endpointUrl<E extends Endpoint>(declaration: E, address: EndpointAddress<E>): string {
  const params = (address.params ?? {}) as Record<string, string | number>;
  const path = declaration.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const pairs: string[] = [];
  for (const [key, value] of Object.entries((address.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(one))}`);
    }
  }
  const query = pairs.join('&');
  return query ? `${path}?${query}` : path;
}
