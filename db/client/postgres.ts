import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../schema.ts';
import { type Database, type DatabaseHandle, migrationsFolder } from '../database.ts';
import { allowNamedStatements } from '../prepared.ts';
import { guardPoolClients } from './pool-guard.ts';
import { keepSearchSample } from '../queries/search-narrowing.ts';
import { type WriteSignal, createWriteSignal, isReadOnlyStatement, statementText } from '../writes.ts';

/** A pooled connection to any Postgres server (self-hosting, CI, `npm run db:migrate`). */
export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle & { pool: pg.Pool } {
  // A server that stops answering (rather than refusing) must fail a request, not hang it: the
  // app then answers 503 DATABASE_UNAVAILABLE and the next request tries a fresh connection.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.error(`An idle Postgres connection failed: ${err.message}`));
  // And one lost while in use must fail only its query, and give its place in the pool back.
  guardPoolClients(pool);
  const writes = createWriteSignal();
  // Every statement, pooled or in a transaction, runs on one of the pool's clients.
  pool.on('connect', (client) => reportWrites(client, writes));
  const db = drizzle(pool, { schema });
  allowNamedStatements(db as unknown as Database);
  keepSearchSample(db as unknown as Database);
  return {
    pool,
    db: db as unknown as Database,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
    writes,
  };
}

type QueryCallback = (err: Error | null, result: unknown) => void;

/**
 * Tells `writes` when each of the client's statements that is not a plain SELECT has finished,
 * whichever way it was called: with a callback (the pool's own `query`) or as a promise (drizzle).
 */
function reportWrites(client: pg.PoolClient, writes: WriteSignal) {
  const query = client.query as (this: pg.PoolClient, ...args: unknown[]) => unknown;
  client.query = function (this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) {
    const text = statementText(config);
    if (text !== undefined && isReadOnlyStatement(text)) return query.call(this, config, values, callback);
    if (typeof values === 'function') [callback, values] = [values, undefined];
    if (typeof callback === 'function') {
      const done = callback as QueryCallback;
      return query.call(this, config, values, (err: Error | null, result: unknown) => {
        writes.notify();
        done(err, result);
      });
    }
    const result = query.call(this, config, values);
    if (result instanceof Promise) return result.finally(() => writes.notify());
    // A submittable (a cursor or a stream): told at once, which only forgets a memo early.
    writes.notify();
    return result;
  } as typeof client.query;
}
