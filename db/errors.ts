import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/** Postgres SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';
/** Postgres SQLSTATE for a foreign key violation: the row a write points at is gone. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether a database error is a unique-constraint violation. drizzle wraps the driver's error in
 * DrizzleQueryError (`cause`); PGlite and node-postgres both carry the SQLSTATE in `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/** A foreign key of the schema: the table that holds it and the table it points at. */
export interface ForeignKey {
  table: string;
  references: string;
}

// Constraint name → foreign key, read from the schema itself so a new reference is known at once.
const foreignKeys = new Map<string, ForeignKey>();
for (const table of Object.values(schema)) {
  if (!isTable(table)) continue;
  const config = getTableConfig(table);
  for (const fk of config.foreignKeys) {
    foreignKeys.set(fk.getName(), { table: config.name, references: getTableConfig(fk.reference().foreignTable).name });
  }
}

function isTable(value: unknown): value is PgTable {
  return typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value;
}

/**
 * The foreign key a write broke because the row it points at was deleted meanwhile (a racing
 * delete), or undefined for any other error. Looks through drizzle's wrapper (`cause`).
 */
export function violatedForeignKey(err: unknown): ForeignKey | undefined {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | null | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === FOREIGN_KEY_VIOLATION) {
      return (typeof e.constraint === 'string' && foreignKeys.get(e.constraint)) || { table: '', references: '' };
    }
  }
  return undefined;
}
