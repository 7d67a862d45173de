import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../schema.ts';
import { type Database, type DatabaseHandle, migrationsFolder } from '../database.ts';
import { allowNamedStatements } from '../prepared.ts';
import { keepSearchSample } from '../queries/search-narrowing.ts';

/** A pooled connection to any Postgres server (self-hosting, CI, `npm run db:migrate`). */
export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle & { pool: pg.Pool } {
  // A server that stops answering (rather than refusing) must fail a request, not hang it: the
  // app then answers 503 DATABASE_UNAVAILABLE and the next request tries a fresh connection.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.error(`An idle Postgres connection failed: ${err.message}`));
  const db = drizzle(pool, { schema });
  allowNamedStatements(db as unknown as Database);
  keepSearchSample(db as unknown as Database);
  return {
    pool,
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
