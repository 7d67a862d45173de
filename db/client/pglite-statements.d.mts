import type { PGlite, Results } from '@electric-sql/pglite';

/** See pglite-statements.mjs. */
export function isNameable(query: { sql: string; params: unknown[] }): boolean;

/** A statement's rows as Postgres sent them (its DataRow messages), for the main thread to read. */
export interface RawAnswer {
  rawRows: Uint8Array;
  /** The columns, as JSON of `{ name, dataTypeID }[]`. */
  shape: string;
  affectedRows: number;
}

export function namedStatements(
  pg: PGlite,
  capacity?: number,
): {
  run(sql: string, params: unknown[], rowMode: 'array' | 'object' | undefined, options: { genericPlan?: boolean; raw: true }): Promise<Results | RawAnswer>;
  run(sql: string, params: unknown[], rowMode: 'array' | 'object' | undefined, options?: { genericPlan?: boolean; raw?: false }): Promise<Results>;
  size(): number;
};

export function runLocked<T>(pg: PGlite, inTransaction: boolean, fn: () => Promise<T>): Promise<T>;
