import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import type { WriteSignal } from './writes.ts';

/** Any drizzle Postgres database over our schema: PGlite, node-postgres or Neon. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database plus the function that releases its connections. */
export interface DatabaseHandle {
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Finished writes of this process (db/writes.ts), on the Node host's long-lived databases. */
  writes?: WriteSignal;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
