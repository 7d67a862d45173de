/** The rows of a raw `db.execute` answer: every driver here (PGlite, node-postgres, Neon) gives `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
