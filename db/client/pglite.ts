import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema.ts';
import { type Database, type DatabaseHandle, migrationsFolder } from '../database.ts';
import { createPglite } from './pglite-settings.mjs';
import { keepSearchSample } from '../queries/search-narrowing.ts';

/**
 * Opens the embedded database in this thread (tests, seeding; the Node host runs it on its own
 * thread: pglite-thread.ts). `dataDir` undefined means in memory; `loadDataDir` starts from a
 * dumped (already migrated) database, which skips the slow initdb.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await createPglite(options);
  return withDrizzle(client, () => client.close());
}

/** drizzle over a PGlite client, or over anything that answers as one (pglite-thread.ts). */
export function withDrizzle<Client extends Pick<PGlite, 'query' | 'transaction'>>(client: Client, close: () => Promise<void>) {
  const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Database;
  keepSearchSample(db);
  return {
    client,
    db,
    migrate: () => migrate(drizzle(client as unknown as PGlite, { schema }), { migrationsFolder }),
    close,
  };
}
