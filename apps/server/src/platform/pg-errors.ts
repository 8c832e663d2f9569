/**
 * The PostgreSQL error behind `error`, as node-postgres and PGlite report it (drizzle wraps it in `cause`), when its
 * SQLSTATE is `code` (e.g. 23505 unique_violation, 23514 check_violation); otherwise undefined.
 */
export function findPgError(
  error: unknown,
  code: string,
): { code: string; constraint?: string; message?: string } | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return e as { code: string; constraint?: string };
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => findPgError(error, '23505') !== undefined;
