import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPgliteThread } from '../../db/client/pglite-thread.ts';
import { openPostgres } from '../../db/client/postgres.ts';
import type { Database } from '../../db/database.ts';
import type { WriteSignal } from '../../db/writes.ts';
import { createDatabaseFromTemplate } from './postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; Postgres too when DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
  /** Its finished writes, as the Node host hears them (db/writes.ts). */
  writes?: WriteSignal;
  /** Postgres: where another process would connect to it. */
  url?: string;
}

/**
 * A fresh, migrated database of the given kind, private to the caller. PGlite is opened as the
 * Node host opens it: on its own thread, with its named statements (decision 015).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openPgliteThread({ loadDataDir: dump });
    return { db: handle.db, close: handle.close, writes: handle.writes };
  }
  const copy = await createDatabaseFromTemplate(process.env.DATABASE_URL!, inject('postgresTemplate')!);
  const handle = openPostgres(copy.url, { max: 4 });
  return {
    db: handle.db,
    writes: handle.writes,
    url: copy.url,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}
