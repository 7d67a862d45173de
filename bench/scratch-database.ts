// A migrated database of a bench's own: a copy of a template on DATABASE_URL's server when it is
// set, an in-memory PGlite otherwise.
import { openPglite } from '../db/client/pglite.ts';
import { openPostgres } from '../db/client/postgres.ts';
import type { Database } from '../db/database.ts';
import { createDatabaseFromTemplate, prepareTemplateDatabase } from '../tests/support/postgres.ts';

export async function openScratchDatabase(): Promise<{ db: Database; kind: string; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const template = await prepareTemplateDatabase(process.env.DATABASE_URL);
    const copy = await createDatabaseFromTemplate(process.env.DATABASE_URL, template);
    const handle = openPostgres(copy.url);
    return { db: handle.db, kind: 'Postgres', close: async () => (await handle.close(), await copy.drop()) };
  }
  const handle = await openPglite();
  await handle.migrate();
  return { db: handle.db, kind: 'PGlite', close: handle.close };
}
