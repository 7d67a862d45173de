import type { PGlite, Results } from '@electric-sql/pglite';

/** See pglite-statements.mjs. */
export function isNameable(query: { sql: string; params: unknown[] }): boolean;

export function namedStatements(
  pg: PGlite,
  capacity?: number,
): {
  run(sql: string, params: unknown[], rowMode: 'array' | 'object' | undefined, options?: { genericPlan?: boolean }): Promise<Results>;
  size(): number;
};

export function runLocked<T>(pg: PGlite, inTransaction: boolean, fn: () => Promise<T>): Promise<T>;
