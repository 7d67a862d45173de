/** Postgres SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique-constraint violation. drizzle wraps the driver's error in
 * DrizzleQueryError (`cause`); PGlite and node-postgres both carry the SQLSTATE in `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
