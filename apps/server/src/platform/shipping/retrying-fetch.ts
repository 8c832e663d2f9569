/**
 * One HTTP call to a shipping API: a timeout per attempt, and retries with exponential back-off on what may pass by
 * itself (a lost connection, a timeout, 429, 5xx). Any other failure, or the last of the attempts, is a
 * ShippingApiError. POSTs are only safe to retry because the caller sends an Idempotency-Key with them.
 */
import { ShippingApiError } from './carrier-api.ts';

export interface RetryPolicy {
  /** Attempts in all, 1 to 3 (default 3): a member is waiting for their label meanwhile. */
  attempts?: number;
  /** The wait before the second attempt, doubled before each further one (default 250 ms). */
  baseDelayMs?: number;
  /** Per attempt, including reading the body (default 10 s). */
  timeoutMs?: number;
  /** How to wait between attempts; tests pass one that records the delays instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

const MAX_ATTEMPTS = 3;
const defaults = {
  attempts: MAX_ATTEMPTS,
  baseDelayMs: 250,
  timeoutMs: 10_000,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

export interface ApiCall {
  url: string;
  init: Omit<RequestInit, 'signal'>;
  /** Names the call in an error's detail, e.g. 'POST /v2/shipments'. Never a secret. */
  name: string;
}

export interface ApiResponse {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** Makes the calls for one API: `redact` removes anything secret (the API key) from an error's detail. */
export function retryingFetch(
  fetchImpl: typeof fetch,
  policy: RetryPolicy | undefined,
  redact: (text: string) => string,
): (call: ApiCall) => Promise<ApiResponse> {
  const baseDelayMs = policy?.baseDelayMs ?? defaults.baseDelayMs;
  const timeoutMs = policy?.timeoutMs ?? defaults.timeoutMs;
  const sleep = policy?.sleep ?? defaults.sleep;
  const attempts = Math.min(MAX_ATTEMPTS, Math.max(1, Math.floor(policy?.attempts ?? defaults.attempts)));

  return async (call) => {
    for (let attempt = 1; ; attempt++) {
      const last = attempt === attempts;
      let response: ApiResponse;
      try {
        const answer = await fetchImpl(call.url, { ...call.init, signal: AbortSignal.timeout(timeoutMs) });
        // Read under the same timeout: a body that stalls is as transient as a connection that does.
        response = {
          status: answer.status,
          contentType: answer.headers.get('content-type') ?? '',
          body: new Uint8Array(await answer.arrayBuffer()),
        };
      } catch (error) {
        if (last) {
          const what = isTimeout(error) ? `timed out after ${timeoutMs} ms` : 'could not connect';
          throw new ShippingApiError('unavailable', redact(`${call.name} ${what} (${attempts} attempts)`), {
            cause: error,
          });
        }
        await sleep(baseDelayMs * 2 ** (attempt - 1));
        continue;
      }
      if (response.status >= 200 && response.status < 300) return response;
      const transient = response.status === 429 || response.status >= 500;
      if (transient && !last) {
        await sleep(baseDelayMs * 2 ** (attempt - 1));
        continue;
      }
      const detail = redact(
        `${call.name} answered ${response.status}${apiErrorOf(response)}` +
          (transient ? ` (${attempts} attempts)` : ''),
      );
      throw new ShippingApiError(failureOf(response.status), detail, { status: response.status });
    }
  };
}

const failureOf = (status: number) =>
  status === 429 || status >= 500
    ? 'unavailable'
    : status === 401 || status === 403
      ? 'unauthorized'
      : 'rejected';

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The API's own error code and message (EasyPost: `{ error: { code, message } }`), for the logs; '' if none. */
function apiErrorOf(response: ApiResponse): string {
  if (!response.contentType.includes('json')) return '';
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(response.body));
    const error = isRecord(json) && isRecord(json.error) ? json.error : null;
    if (!error) return '';
    const text = [error.code, error.message].filter((part) => typeof part === 'string').join(': ');
    return text ? ` (${text.slice(0, 300)})` : '';
  } catch {
    return '';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
