import { AppError } from '../errors.ts';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Whether a request to a JSON endpoint carries a JSON body or none. A form on another site can only send
 * text/plain, urlencoded or multipart without asking CORS first, so insisting on JSON also keeps such forms out.
 */
export function isJsonOrEmpty(request: Request): boolean {
  // HTTP/1.1: a request with neither Content-Length nor Transfer-Encoding has no body (a browser's DELETE without
  // one, which Node's adapter still gives a body stream). One that names a Content-Type is judged by that type.
  // Judged from the method and headers: asking for `request.body` would make Node's adapter build a web Request.
  const { headers } = request;
  const length = headers.get('content-length');
  const bodiless = length === null && !headers.has('transfer-encoding') && !headers.has('content-type');
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  const empty = readOnly || length === '0' || bodiless;
  return empty || JSON_TYPE.test(request.headers.get('content-type') ?? '');
}

export const notJson = (contentType: string | undefined) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Expected a JSON body (Content-Type: application/json), got ${contentType ? contentType.slice(0, 100) : 'none'}`,
  );
