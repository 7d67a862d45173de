import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../schema.ts';
import { type Database, type DatabaseHandle, migrationsFolder } from '../database.ts';
import { allowNamedStatements, runGenericPlansOn } from '../prepared.ts';
import { guardPoolClients } from './pool-guard.ts';
import { keepCategorySamples } from '../queries/search-filter.ts';
import { keepSearchSample } from '../queries/search-narrowing.ts';
import { type WriteSignal, createWriteSignal, isReadOnlyStatement, statementText } from '../writes.ts';

/** A pooled connection to any Postgres server (self-hosting, CI, `npm run db:migrate`). */
export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle & { pool: pg.Pool; genericPlanPool: pg.Pool } {
  const writes = createWriteSignal();
  const pool = openPool(url, options.max, writes);
  // The statements whose shape fixes their plan (db/prepared.ts, genericPlansOf) run on connections
  // of their own that always use a statement's generic plan: Postgres has no such setting per
  // statement, and on the main pool it would also give every other query a plan made without its
  // values. Connections are opened on first use and closed when idle, as the main pool's are.
  const genericPlanPool = openPool(url, options.max, writes, '-c plan_cache_mode=force_generic_plan');
  const nodeDb = drizzle(pool, { schema });
  const db = nodeDb as unknown as Database;
  const genericPlanDb = drizzle(genericPlanPool, { schema }) as unknown as Database;
  allowNamedStatements(db);
  allowNamedStatements(genericPlanDb);
  runGenericPlansOn(db, genericPlanDb);
  keepSearchSample(db);
  keepCategorySamples(db);
  return {
    pool,
    genericPlanPool,
    db,
    migrate: () => migrate(nodeDb, { migrationsFolder }),
    close: async () => {
      await Promise.all([pool.end(), genericPlanPool.end()]);
    },
    writes,
  };
}

function openPool(url: string, max = 10, writes: WriteSignal, serverOptions?: string) {
  // A server that stops answering (rather than refusing) must fail a request, not hang it: the
  // app then answers 503 DATABASE_UNAVAILABLE and the next request tries a fresh connection.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000, ...(serverOptions ? { options: serverOptions } : {}) });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (err) => console.error(`An idle Postgres connection failed: ${err.message}`));
  // And one lost while in use must fail only its query, and give its place in the pool back.
  guardPoolClients(pool);
  // Every statement, pooled or in a transaction, runs on one of the pool's clients.
  pool.on('connect', (client) => reportWrites(client, writes));
  return pool;
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
