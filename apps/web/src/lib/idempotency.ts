import { useMemo } from 'react';
import { isApiError } from './api-client';

/**
 * Idempotency keys for requests that move money or create offers (docs/decisions/014-idempotency-keys.md): one key
 * per user intent, so a double-click, a retry after a lost answer or a repeated submit is answered once by the
 * server, with the first answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random key; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Wraps `run` so that calls with the same input share one key until one of them gets a definite answer: a success
 * or a refusal (4xx) ends the intent, and the next call is a new one. A network failure or a 5xx keeps the key, so
 * trying again repeats the same intent. Another input is another intent.
 */
export function intentRunner<I, R>(run: (input: I, key: string) => Promise<R>): (input: I) => Promise<R> {
  let intent: { input: string; key: string } | null = null;
  return async (input: I) => {
    const json = JSON.stringify(input ?? null);
    if (intent?.input !== json) intent = { input: json, key: newIdempotencyKey() };
    const { key } = intent;
    const settle = () => {
      if (intent?.key === key) intent = null;
    };
    try {
      const result = await run(input, key);
      settle();
      return result;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) settle();
      throw error;
    }
  };
}

/** intentRunner for a component's lifetime (one per mounted form or dialog). */
export function useIdempotentRequest<I, R>(
  run: (input: I, key: string) => Promise<R>,
): (input: I) => Promise<R> {
  return useMemo(() => intentRunner(run), [run]);
}
