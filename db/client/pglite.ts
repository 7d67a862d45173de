import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema.ts';
import { type Database, type DatabaseHandle, migrationsFolder } from '../database.ts';

/**
 * Opens the embedded database. `dataDir` undefined means in memory; `loadDataDir` starts from a
 * dumped (already migrated) database, which skips the slow initdb.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    // Postgres's default 128 MB of shared buffers live inside the WASM heap, which never shrinks;
    // the files are in the OS page cache anyway, so 16 MB keeps the process lean (decision 008).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    loadDataDir: options.loadDataDir,
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    client,
    db,
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}
