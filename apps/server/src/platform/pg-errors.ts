/**
 * The PostgreSQL error behind `error`, as node-postgres and PGlite report it (drizzle wraps it in `cause`), when its
 * SQLSTATE is `code` (e.g. 23505 unique_violation, 23514 check_violation); otherwise undefined.
 */
export function findPgError(
  error: unknown,
  code: string,
): { code: string; constraint?: string; message?: string; detail?: string } | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return e as { code: string; constraint?: string };
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => findPgError(error, '23505') !== undefined;

/** SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting. */
const connectionStates = /^(08...|57P0[1-3])$/;
const connectionCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres reports a dropped connection in words only.
const connectionMessages =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/;

/**
 * Whether `error` (or its cause) means the database could not be reached or dropped the connection: the request
 * cannot succeed now, but the next one will on a fresh connection (a 503, not a 500).
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (connectionStates.test(code) || connectionCodes.has(code))) return true;
    if (typeof message === 'string' && connectionMessages.test(message)) return true;
  }
  return false;
}
