import type { TestApp } from './test-app.ts';

/** One operation of /api/openapi.json, as the API-wide tests (fuzz, authorisation matrix) walk them. */
export interface Operation {
  /** 'POST /api/trades/{tradeId}/counter': how the tests' tables name it. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The request body's media types ('application/json', 'multipart/form-data'); empty without a body. */
  bodyTypes: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string }>;
        requestBody?: { content: Record<string, unknown> };
      }
    >
  >;
}

/** Every operation the app publishes in its OpenAPI document, in document order. */
export async function listOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const named = (where: string) => parameters.filter((p) => p.in === where).map((p) => p.name);
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: named('path'),
        queryParams: named('query'),
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      };
    }),
  );
}

/** The operation's path with each `{param}` replaced by its value, URL-encoded. */
export function pathOf(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}
