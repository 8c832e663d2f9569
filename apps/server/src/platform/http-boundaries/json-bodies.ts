import { AppError } from '../errors.ts';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Whether a request to a JSON endpoint carries a JSON body or none. A form on another site can only send
 * text/plain, urlencoded or multipart without asking CORS first, so insisting on JSON also keeps such forms out.
 */
export function isJsonOrEmpty(request: Request): boolean {
  const empty = request.body === null || request.headers.get('content-length') === '0';
  return empty || JSON_TYPE.test(request.headers.get('content-type') ?? '');
}

export const notJson = (contentType: string | undefined) =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Expected a JSON body (Content-Type: application/json), got ${contentType ? contentType.slice(0, 100) : 'none'}`,
  );
