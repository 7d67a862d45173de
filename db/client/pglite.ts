import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../database.ts';
import { createPglite } from './pglite-settings.mjs';
import { withDrizzle } from './pglite-drizzle.ts';

/**
 * Opens the embedded database in this thread (tests, seeding; the Node host runs it on its own
 * thread: pglite-thread.ts). `dataDir` undefined means in memory; `loadDataDir` starts from a
 * dumped (already migrated) database, which skips the slow initdb.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await createPglite(options);
  return withDrizzle(client, () => client.close());
}
