import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema.ts';
import { type Database, migrationsFolder } from '../database.ts';
import { keepCategorySamples } from '../queries/search-filter.ts';
import { keepSearchSample } from '../queries/search-narrowing.ts';

/**
 * drizzle over a PGlite client, or over anything that answers as one (pglite-thread.ts). Apart
 * from opening PGlite (pglite.ts), so that the Node host's main thread, where the database thread
 * answers instead, does not load PGlite to get this (the bundle leaves PGlite out of
 * drizzle-orm/pglite too: scripts/build-server.mjs).
 */
export function withDrizzle<Client extends Pick<PGlite, 'query' | 'transaction'>>(client: Client, close: () => Promise<void>) {
  const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Database;
  keepSearchSample(db);
  keepCategorySamples(db);
  return {
    client,
    db,
    migrate: () => migrate(drizzle(client as unknown as PGlite, { schema }), { migrationsFolder }),
    close,
  };
}
